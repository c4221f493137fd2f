import { Link, useSearchParams } from "@remix-run/react";
import { ProductImage } from "./product-image";

type Photo = { url: string; alt: string };

/** `?photo=n`: which photo the gallery shows; anything else shows the first. */
function selectedIndex(value: string | null, count: number) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}

/**
 * The product page's photos: the one shown large, then a thumbnail link to each. The choice is in
 * the URL, so the gallery works without JavaScript and a shared link shows the same photo.
 */
export function Gallery({ photos }: { photos: Photo[] }) {
  const [params] = useSearchParams();
  const current = selectedIndex(params.get("photo"), photos.length);
  const shown = photos[current];
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden bg-ivory-dark">
        {shown ? (
          <ProductImage
            key={shown.url}
            url={shown.url}
            alt={shown.alt}
            sizes="(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw"
            priority
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {photos.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="Photos du parfum">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <Link
                to={`?photo=${index}`}
                replace
                preventScrollReset
                aria-label={`Photo ${index + 1} : ${photo.alt}`}
                aria-current={index === current ? "true" : undefined}
                className={`block aspect-square overflow-hidden bg-ivory-dark ring-offset-2 ${index === current ? "ring-2 ring-gold-dark" : "opacity-80 hover:opacity-100"}`}
              >
                <ProductImage url={photo.url} alt="" sizes="96px" maxWidth={320} className="h-full w-full object-cover" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
