// The form's photos: the main photo (required for a new product) and up to 10 additional photos,
// which can be added, removed and put in order. A picture already among the additional photos, or
// one past the tenth, is refused at once with a message, never dropped silently.
import { ArrowLeft, ArrowRight, ImagePlus, type LucideIcon, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ImageAsset } from '@/contract/media';
import { PRODUCT_MESSAGES } from '@/contract/product-messages';
import { MAX_ADDITIONAL_PHOTOS } from '@/contract/product-rules';
import { useT } from '@/web/i18n';
import { ProductImage } from '../components/product-image';
import { assetOfUrl, pictureId } from '../lib/picture-id';
import type { PhotoItem } from './product-form-state';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

type Props = {
  current: ImageAsset | null;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  photos: PhotoItem[];
  onPhotos: (photos: PhotoItem[]) => void;
};

/** A preview URL for a chosen file, released when the file changes or the form closes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const assetOf = (item: PhotoItem) => ('file' in item ? item.asset : assetOfUrl(item.existing.url));

export function PhotoManager({ current, photo, onPhoto, photos, onPhotos }: Props) {
  const { t, msg } = useT();
  const preview = useObjectUrl(photo);
  const latest = useRef(photos);
  latest.current = photos;
  // Previews of added photos are released when the form goes away.
  useEffect(
    () => () => {
      for (const item of latest.current) if ('file' in item) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (files: File[]) => {
    const known = new Set(latest.current.map(assetOf).filter((asset) => asset !== null));
    const added: PhotoItem[] = [];
    let problem: string | null = null;
    for (const [i, file] of files.entries()) {
      if (latest.current.length + added.length >= MAX_ADDITIONAL_PHOTOS) {
        problem = PRODUCT_MESSAGES.tooManyPhotos;
        break;
      }
      const asset = await pictureId(file);
      if (asset && known.has(asset)) {
        problem = PRODUCT_MESSAGES.duplicatePhoto;
        continue;
      }
      if (asset) known.add(asset);
      added.push({ key: `${Date.now()}-${i}-${file.name}`, file, asset, preview: URL.createObjectURL(file) });
    }
    setRefusal(problem);
    if (added.length) onPhotos([...latest.current, ...added]);
  };
  const remove = (index: number) => {
    const item = photos[index];
    if ('file' in item) URL.revokeObjectURL(item.preview);
    setRefusal(null);
    onPhotos(photos.filter((_, i) => i !== index));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onPhotos(next);
  };

  return (
    <div className="space-y-4">
      <div>
        <p className="label">
          {t('product-admin.photos.main')}
          {!current && <span className="text-red-600"> *</span>}
        </p>
        <div className="flex items-center gap-4">
          <div className="aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
            {preview ? (
              <img
                src={preview}
                alt={t('product-admin.photos.newMain')}
                className="h-full w-full object-cover"
              />
            ) : (
              <ProductImage
                image={current}
                alt={t('product-admin.photos.currentMain')}
                sizes="128px"
                className="h-full w-full object-cover"
              />
            )}
          </div>
          <label className="btn-secondary cursor-pointer">
            <ImagePlus className="h-4 w-4" aria-hidden />
            {current || photo ? t('product-admin.photos.change') : t('product-admin.photos.choose')}
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label={t('product-admin.photos.main')}
              onChange={(event) => {
                onPhoto(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="mt-1 text-xs text-muted">{t('product-admin.photos.rule')}</p>
      </div>

      <div>
        <p className="label">
          {t('product-admin.photos.additional')}{' '}
          <span className="font-normal text-muted">
            {t('product-admin.photos.count', { count: photos.length, max: MAX_ADDITIONAL_PHOTOS })}
          </span>
        </p>
        <ul
          className="grid grid-cols-3 gap-3 sm:grid-cols-5"
          aria-label={t('product-admin.photos.additional')}
        >
          {photos.map((item, index) => (
            <li
              key={item.key}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            >
              <div className="aspect-square">
                {'file' in item ? (
                  <img
                    src={item.preview}
                    alt={t('product-admin.photos.unsaved', { number: index + 1 })}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <ProductImage
                    image={item.existing}
                    alt={t('product-admin.photos.view', { number: index + 1 })}
                    sizes="120px"
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="flex justify-between bg-white/95 px-1 py-0.5">
                <TileAction
                  icon={ArrowLeft}
                  label={t('product-admin.photos.earlier', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <TileAction
                  icon={Trash2}
                  label={t('product-admin.photos.remove', { number: index + 1 })}
                  className="text-red-600"
                  onClick={() => remove(index)}
                />
                <TileAction
                  icon={ArrowRight}
                  label={t('product-admin.photos.later', { number: index + 1 })}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, 1)}
                />
              </div>
            </li>
          ))}
          {photos.length < MAX_ADDITIONAL_PHOTOS && (
            <li>
              <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs text-muted hover:border-brand-500 hover:text-brand-700">
                <ImagePlus className="h-5 w-5" aria-hidden />
                {t('product-admin.photos.add')}
                <input
                  type="file"
                  accept={ACCEPT}
                  multiple
                  className="sr-only"
                  aria-label={t('product-admin.photos.addLabel')}
                  onChange={(event) => {
                    add(Array.from(event.target.files ?? []));
                    event.target.value = '';
                  }}
                />
              </label>
            </li>
          )}
        </ul>
        {refusal && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {msg(refusal)}
          </p>
        )}
      </div>
    </div>
  );
}

/** An icon-only action under a photo's tile, named for the photo it moves or removes. */
function TileAction({
  icon: Icon,
  label,
  className = '',
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn-ghost p-1 ${className}`}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      <Icon className="h-3.5 w-3.5" />
    </button>
  );
}
