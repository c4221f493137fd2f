import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/brand";
import { langOf, localePath } from "~/lib/i18n/lang";
import { textsFor } from "~/lib/i18n/texts.server";
import { useLang } from "~/lib/i18n/use-text";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.oCancelTitleM ?? "") },
  { name: "description", content: data?.texts.oCancelDescM ?? "" },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { texts: textsFor(langOf(new URL(request.url).pathname), "checkout") };
}

export default function Cancel() {
  const { texts } = useLoaderData<typeof loader>();
  return (
    <section className="container-shop max-w-2xl py-24 text-center">
      <h1 className="text-4xl md:text-5xl">{texts.oCancelled}</h1>
      <p className="mt-6 leading-relaxed text-ink/80">{texts.oCancelText}</p>
      <Link to={localePath(useLang(), "/")} className="btn-dark mt-10">{texts.oHome}</Link>
    </section>
  );
}
