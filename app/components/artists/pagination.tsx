import { Link } from "react-router";
import { buttonClass } from "~/app/components/ui/button";

/** Previous / "Page i of n" / Next, each a link to that page's URL. */
export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          Previous
        </Link>
      )}
      <span className="text-sm text-ink-600">{`Page ${page} of ${pages}`}</span>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          Next
        </Link>
      )}
    </nav>
  );
}
