// Images: pack assets become Blob URLs (made once per asset); others use their external src.
// SVGs get .img-svg so dark mode can invert them.
import type { Image as ImageT } from '../../pack/schema';
import { useAssetUrl } from '../../state/pack';

export function Img({ image }: { image: ImageT }) {
  const asset = useAssetUrl(image.asset);
  const src = image.asset != null ? asset?.url : image.src;
  const svg = asset ? asset.svg : /\.svg(\?|#|$)/i.test(image.src);
  return (
    <img
      src={src}
      alt={image.alt}
      title={image.title || undefined}
      className={svg ? 'img img-svg' : 'img'}
      // The box is reserved before the bytes decode (CSS keeps it responsive: max-width 100%,
      // height auto), so anchors below an image land where they should.
      width={image.width || undefined}
      height={image.height || undefined}
      decoding="async"
    />
  );
}
