// Images: pack assets become Blob URLs (made once per asset); others use their external src.
// SVGs get .img-svg so dark mode can invert them.
import type { Image as ImageT } from '../../pack/schema';
import { assetUrl, useSite } from '../../state/pack';

export function Img({ image }: { image: ImageT }) {
  const { pack } = useSite();
  const asset = image.asset != null ? assetUrl(pack, image.asset) : null;
  const src = asset ? asset.url : image.src;
  const svg = asset ? asset.svg : /\.svg(\?|#|$)/i.test(image.src);
  return (
    <img
      src={src}
      alt={image.alt}
      title={image.title || undefined}
      className={svg ? 'img img-svg' : 'img'}
      loading="lazy"
      decoding="async"
    />
  );
}
