/**
 * The demo catalogue's drawn bottles (`public/images/perfumes/{slug}.svg`) print their size on the
 * label, « 50 ml ». A format of another size shows the same drawing with its own size
 * (`{slug}-{volume}ml.svg`, drawn by the route of that name), never « 50 ml » on a 10 ml (issue 45).
 * An uploaded photo or a pasted address is the owner's and shows as it is.
 */
const DRAWN = /^\/images\/perfumes\/([a-z0-9-]+)\.svg$/;
export const DRAWN_VOLUME_ML = 50;
/** A drawn bottle's name at another size: `{slug}-{volume}ml.svg`. */
export const SIZED_DRAWING = /^([a-z0-9-]+)-([1-9]\d{0,3})ml\.svg$/;

export function illustrationFor(url: string, volumeMl: number | null | undefined): string {
  const slug = DRAWN.exec(url)?.[1];
  return slug && volumeMl && volumeMl !== DRAWN_VOLUME_ML ? `/images/perfumes/${slug}-${volumeMl}ml.svg` : url;
}
