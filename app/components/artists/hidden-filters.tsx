/** The filters of a list URL as hidden fields, so a GET form keeps them when it submits. */
export function HiddenFilters({ href }: { href: string }) {
  const params = new URLSearchParams(href.split("?")[1] ?? "");
  return (
    <>
      {[...params].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
