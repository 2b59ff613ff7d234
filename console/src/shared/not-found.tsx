import { Link } from "../router";
import { PageHeader } from "../ui/parts";

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" subtitle="This address names no page of the console." />
      <Link to="/transactions">Go to transactions</Link>
    </>
  );
}
