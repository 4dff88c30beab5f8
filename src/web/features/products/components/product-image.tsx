// Every product picture: responsive WebP variants (srcset/sizes), its real width and height so the
// page never shifts, lazy loading unless it is the first thing seen, and the placeholder picture
// when there is no photo or it fails to load.
import { useEffect, useRef, useState } from 'react';
import type { ImageAsset } from '@/contract/media';
import { PLACEHOLDER_IMAGE } from '@/contract/media';
import { useGatherPriorityPicture } from '@/web/lib/priority-pictures';

type Props = {
  image: ImageAsset | null | undefined;
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a variant (the sizes attribute). */
  sizes: string;
  className?: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
  onError?: () => void;
};

export function ProductImage(props: Props) {
  // A new picture gets a fresh chance to load.
  return <LoadingImage key={props.image?.url ?? 'none'} {...props} />;
}

function LoadingImage({ image, alt, sizes, className = '', priority = false, onError }: Props) {
  const [failed, setFailed] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  useGatherPriorityPicture(
    priority && image && !failed ? { src: image.url, srcset: image.srcset, sizes } : null,
  );
  // A server-rendered picture may fail before the app has started, when no handler was listening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the picture is first shown.
  useEffect(() => {
    const element = picture.current;
    if (element?.complete && element.naturalWidth === 0) {
      setFailed(true);
      onError?.();
    }
  }, []);
  if (!image || failed) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        alt={alt}
        width={1200}
        height={900}
        className={className}
        decoding="async"
      />
    );
  }
  return (
    <img
      ref={picture}
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => {
        setFailed(true);
        onError?.();
      }}
    />
  );
}
