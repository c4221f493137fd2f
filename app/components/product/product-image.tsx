import { publicImageUrl, responsiveImage } from "~/lib/catalog/product-image";
import { useUploadsBase } from "~/components/product/use-uploads-base";

type Props = {
  url: string;
  alt: string;
  /** How wide the image shows, as in the `sizes` attribute: the browser picks the file from it. */
  sizes: string;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
  /** The widest file worth sending (a card never needs more than 640 px). */
  maxWidth?: number;
  className?: string;
};

// React 18 does not know `fetchPriority`; the lowercase attribute is passed through as is.
const eager = { fetchpriority: "high" } as object;
const lazy = { loading: "lazy" } as const;

/**
 * A product image: AVIF and WebP sources at every stored width for an upload, with the intrinsic
 * size so the page never jumps; a plain image for a vector illustration or a pasted URL.
 */
export function ProductImage({ url, alt, sizes, priority = false, maxWidth, className }: Props) {
  const uploadsBase = useUploadsBase();
  const image = responsiveImage(url, maxWidth, uploadsBase);
  const fetching = priority ? eager : lazy;
  if (!image) {
    return <img src={publicImageUrl(url, uploadsBase)} alt={alt} width={600} height={600} className={className} decoding="async" {...fetching} />;
  }
  // `sizes` goes on the sources, which carry the srcset; on an <img> with a src only it is invalid HTML.
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        decoding="async"
        {...fetching}
      />
    </picture>
  );
}
