import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterField, FilterSelect, param, useFilterState } from "../shared/filters";
import { ACCOUNT_TYPES, type AdminUser, USER_TYPES, type UserChanges } from "../types";
import { Badge, ErrorNotice, MoreButton, Notice, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";

/** Users: promote to prod, disable and enable; every change lands in the staff audit log. */
export function UsersPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["search", "type", "account_type", "is_active"]);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [confirmingDisable, setConfirmingDisable] = useState<string>();
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/users/", {
          params: {
            query: {
              search: param(query, "search"),
              type: choiceParam(query, "type", USER_TYPES),
              account_type: choiceParam(query, "account_type", ACCOUNT_TYPES),
              is_active: choiceParam(query, "is_active", ["true", "false"]),
              cursor,
            },
          },
        }),
      ),
    query.toString(),
  );

  const change = async (user: AdminUser, changes: UserChanges, what: string) => {
    setError(undefined);
    setDone(undefined);
    setConfirmingDisable(undefined);
    try {
      await dataOf(api.PATCH("/api/admin/users/{id}/", { params: { path: { id: user.id } }, body: changes }));
      setDone(`${user.email}: ${what}.`);
      pages.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Accounts of merchants and staff."
        actions={
          <Link to="/merchants" class="button">
            Merchants
          </Link>
        }
      />
      <FilterBar label="Find users" form={form} path="/users">
        <FilterField form={form} name="search" label="Search" placeholder="e-mail or name" />
        <FilterSelect form={form} label="Type" name="type" options={USER_TYPES} />
        <FilterSelect form={form} label="Account" name="account_type" options={ACCOUNT_TYPES} />
        <FilterSelect
          form={form}
          label="State"
          name="is_active"
          options={[
            { value: "true", label: "active" },
            { value: "false", label: "disabled" },
          ]}
        />
      </FilterBar>
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? pages.error} />
      <Table
        caption="Users"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No user matches."}
        columns={[
          { label: "E-mail", render: (row) => row.email },
          { label: "Type", render: (row) => (row.is_staff ? "staff" : row.type) },
          { label: "Merchant", render: (row) => row.merchant?.name ?? "—" },
          { label: "Account", render: (row) => <Badge value={row.account_type} /> },
          { label: "State", render: (row) => <Badge value={row.is_active ? "active" : "disabled"} /> },
          { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
          {
            label: "Actions",
            render: (row) => (
              <div class="row-actions">
                {row.account_type !== "prod" && !row.is_staff && (
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Promote ${row.email} to prod`}
                    onClick={() => change(row, { account_type: "prod" }, "promoted to prod")}
                  >
                    Promote to prod
                  </button>
                )}
                {!row.is_active ? (
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Enable ${row.email}`}
                    onClick={() => change(row, { is_active: true }, "enabled")}
                  >
                    Enable
                  </button>
                ) : confirmingDisable === row.id ? (
                  <>
                    <button
                      type="button"
                      class="button button-small button-danger"
                      onClick={() => change(row, { is_active: false }, "disabled")}
                    >
                      Confirm disable
                    </button>
                    <button type="button" class="button button-small" onClick={() => setConfirmingDisable(undefined)}>
                      Keep
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    class="button button-small button-danger"
                    aria-label={`Disable ${row.email}`}
                    onClick={() => setConfirmingDisable(row.id)}
                  >
                    Disable
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}

export function MerchantsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["search"]);
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/admin/merchants/", { params: { query: { search: param(query, "search"), cursor } } })),
    query.toString(),
  );
  return (
    <>
      <PageHeader
        title="Merchants"
        subtitle="Merchant profiles and their accounts."
        actions={
          <Link to="/users" class="button">
            Users
          </Link>
        }
      />
      <FilterBar label="Find merchants" form={form} path="/merchants">
        <FilterField form={form} name="search" label="Search" placeholder="name or e-mail" />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Merchants"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No merchant matches."}
        columns={[
          { label: "Name", render: (row) => row.name },
          { label: "E-mail", render: (row) => row.email },
          { label: "Phone", render: (row) => <span class="mono">{row.phone}</span> },
          { label: "Account", render: (row) => <Badge value={row.user.account_type} /> },
          { label: "State", render: (row) => <Badge value={row.user.is_active ? "active" : "disabled"} /> },
          { label: "Since (UTC)", render: (row) => <When value={row.created_at} /> },
          {
            label: "Payments",
            render: (row) => (
              <div class="row-actions">
                <Link to={`/transactions?merchant_id=${row.id}`}>Transactions</Link>
                <Link to={`/merchants/${row.id}/money-out-controls`} aria-label={`Money-out controls of ${row.name}`}>
                  Controls
                </Link>
              </div>
            ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
