/** What a page says instead of its content when its address has a query parameter it cannot use (a route handler's 400). */
export function QueryProblem({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      This address has a query parameter the page cannot use: {message}.
    </p>
  );
}
