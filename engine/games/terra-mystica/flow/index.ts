/** The game flow: the XState machine (the one definition), its compiled table, its diagram and coverage. */
export * from "./machine";
export { compileFlow, withFlowRecorder, type CompiledFlow, type CompiledState, type CompiledTransition, type FlowRecorder } from "./compile";
export { FLOW, flowEventOf, flowStateOf, stepFlow, startFlow, emptyCoverage, coverageRecorder, recordFlowCoverage, mergeCoverage, type FlowCoverage } from "./run";
export * from "./graph";
export * from "./actor";
