import Link from "next/link";
import { EmptyState } from "@/components/EmptyState";

export default function NotFound() {
  return (
    <EmptyState title="Not found">
      <p>There is nothing at this address: the pack may have been removed, or the link is mistyped.</p>
      <p>
        <Link href="/packs" className="font-medium text-zinc-900 underline underline-offset-4">
          Back to packs
        </Link>
      </p>
    </EmptyState>
  );
}
