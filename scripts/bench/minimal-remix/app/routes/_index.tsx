export const meta = () => [{ title: "Page minimale" }];

export default function Index() {
  return <h1>Page minimale</h1>;
}
