import { Form } from "@remix-run/react";

/**
 * A list's search box: a GET form, so it works without JavaScript and the address says what was
 * looked for. `title` names the search among the page's others (each landmark its own name);
 * `keep` carries the page's other parameters (another list's search on the same screen).
 */
export function ListSearch({ id, name, label, value, title, keep = {} }: { id: string; name: string; label: string; value: string; title: string; keep?: Record<string, string> }) {
  return (
    <Form method="get" role="search" aria-label={title} className="mt-4 flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <div className="flex min-w-[14rem] flex-1 flex-col">
        <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide">
          {label}
        </label>
        <input id={id} name={name} type="search" defaultValue={value} className="input" />
      </div>
      <button type="submit" className="btn-outline px-4 py-2 text-xs">
        Rechercher
      </button>
    </Form>
  );
}
