import { connection } from "next/server";
import { Suspense, type ReactNode } from "react";
import { pagePackAccess } from "@/auth/page";

/** Every page of one pack; in shared-server mode, a line saying when the viewer cannot save here. */
export default function PackLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  return (
    <>
      <Suspense fallback={null}>
        <ReadOnlyNotice params={params} />
      </Suspense>
      {children}
    </>
  );
}

async function ReadOnlyNotice({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const access = await pagePackAccess(id);
  if (!access || (!access.shared && access.role !== "viewer")) return null;
  return (
    <p role="note" data-testid="read-only-notice" className="mb-6 rounded-lg bg-sky-50 px-4 py-2.5 text-sm text-sky-950 ring-1 ring-sky-600/20 ring-inset">
      {access.shared
        ? "This pack is shared read-only on this server: you can read it and play games with it. To change it, fork it (New pack on the Packs page)."
        : "You are a viewer of this pack: you can read it and watch its games. Saving needs the editor role; ask one of its owners."}
    </p>
  );
}
