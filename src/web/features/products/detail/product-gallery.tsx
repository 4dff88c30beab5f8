// The product's photos (spec §2): zoom on hover, fullscreen on click, arrows, the first 5
// thumbnails then "+N", an image counter, and "Failed to load image {n}" when one does not load.
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ImageAsset } from '@/contract/media';
import { THUMBNAILS_SHOWN } from '@/contract/product-rules';
import { useFormat, useT } from '@/web/i18n';
import { toast } from '@/web/lib/toast';
import { ProductImage } from '../components/product-image';

const FullscreenViewer = lazy(() => import('./fullscreen-viewer'));

export const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';

type Props = { images: ImageAsset[]; name: string };

export function ProductGallery({ images, name }: Props) {
  const { t } = useT();
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const failed = useRef(new Set<number>());
  const count = images.length;

  const reportFailure = useCallback(
    (i: number) => {
      if (failed.current.has(i)) return;
      failed.current.add(i);
      toast.error(t('catalogue.gallery.imageFailed', { n: format.number(i + 1) }), { id: `image-${i}` });
    },
    [t, format],
  );
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const open = (at: number) => {
    setIndex(at);
    setFullscreen(true);
  };

  const arrow =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-white';
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <button
          type="button"
          className="block h-full w-full cursor-zoom-in"
          aria-label={t('catalogue.gallery.openFullscreen', {
            n: format.number(index + 1),
            count: format.number(Math.max(count, 1)),
          })}
          onClick={() => open(index)}
          onPointerMove={(event) => {
            if (event.pointerType !== 'mouse') return;
            const box = event.currentTarget.getBoundingClientRect();
            setZoom({
              x: ((event.clientX - box.left) / box.width) * 100,
              y: ((event.clientY - box.top) / box.height) * 100,
            });
          }}
          onPointerLeave={() => setZoom(null)}
        >
          <div
            className="h-full w-full transition-transform duration-100"
            style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            data-testid="gallery-zoom"
          >
            <ProductImage
              image={images[index]}
              alt={
                count > 1
                  ? t('catalogue.gallery.photoAlt', {
                      name,
                      n: format.number(index + 1),
                      count: format.number(count),
                    })
                  : name
              }
              sizes={GALLERY_IMAGE_SIZES}
              priority={index === 0}
              className="h-full w-full object-contain"
              onError={() => reportFailure(index)}
            />
          </div>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              onClick={() => step(-1)}
              aria-label={t('catalogue.gallery.previous')}
            >
              <ChevronLeft className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              onClick={() => step(1)}
              aria-label={t('catalogue.gallery.next')}
            >
              <ChevronRight className="h-5 w-5" />
            </button>
            <span
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white"
              aria-live="polite"
            >
              {format.number(index + 1)} / {format.number(count)}
            </span>
          </>
        )}
        <span className="pointer-events-none absolute bottom-3 left-3 hidden items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs text-slate-600 shadow-sm sm:inline-flex">
          <Expand className="h-3.5 w-3.5" aria-hidden /> {t('catalogue.gallery.zoomHint')}
        </span>
      </div>

      {count > 1 && (
        <ul className="mt-3 grid grid-cols-6 gap-2" aria-label={t('catalogue.gallery.photos')}>
          {images.slice(0, THUMBNAILS_SHOWN).map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('catalogue.gallery.showPhoto', { n: format.number(i + 1) })}
                aria-current={i === index}
                className={`block aspect-square w-full overflow-hidden rounded-lg border-2 bg-white ${
                  i === index
                    ? 'border-brand-600'
                    : 'border-transparent ring-1 ring-slate-200 hover:border-slate-300'
                }`}
              >
                <ProductImage
                  image={image}
                  alt=""
                  sizes="96px"
                  className="h-full w-full object-cover"
                  onError={() => reportFailure(i)}
                />
              </button>
            </li>
          ))}
          {count > THUMBNAILS_SHOWN && (
            <li>
              <button
                type="button"
                onClick={() => open(THUMBNAILS_SHOWN)}
                aria-label={t('catalogue.gallery.showMore', {
                  count: format.number(count - THUMBNAILS_SHOWN),
                })}
                className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-800 text-sm font-semibold text-white hover:bg-slate-700"
              >
                +{format.number(count - THUMBNAILS_SHOWN)}
              </button>
            </li>
          )}
        </ul>
      )}

      {fullscreen && (
        <Suspense fallback={null}>
          <FullscreenViewer
            images={images}
            name={name}
            index={index}
            onIndex={setIndex}
            onClose={() => setFullscreen(false)}
            onImageError={reportFailure}
          />
        </Suspense>
      )}
    </div>
  );
}
