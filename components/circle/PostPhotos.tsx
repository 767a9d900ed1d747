'use client';
import { useEffect, useState } from 'react';
import { circlePhotoUrl, hiddenPhotoObjectUrl, type CirclePhotoInfo } from '@/lib/api';
import { PhotoGrid } from './PhotoGrid';

/** A hidden post's photos, read with the session and shown from object URLs freed on leaving. */
function HiddenPhotos({ photos }: { photos: readonly CirclePhotoInfo[] }) {
  const [urls, setUrls] = useState<string[]>([]);
  const ids = photos.map((photo) => photo.fileId).join(',');
  useEffect(() => {
    let active = true;
    const made: string[] = [];
    void Promise.all(
      photos.map((photo) =>
        hiddenPhotoObjectUrl(photo).then(
          (url) => (made.push(url), url),
          () => null,
        ),
      ),
    ).then((loaded) => active && setUrls(loaded.filter((url): url is string => url !== null)));
    return () => {
      active = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
    // The file ids decide what is loaded; a re-read list brings equal photos in new objects.
  }, [ids]);
  return <PhotoGrid urls={urls} />;
}

/** A post's photos: a visible post's from the public photo call; a hidden one's (its author, an operator) read with the session. */
export function PostPhotos({ photos, hidden = false }: { photos: readonly CirclePhotoInfo[]; hidden?: boolean }) {
  if (hidden) return <HiddenPhotos photos={photos} />;
  return <PhotoGrid urls={photos.map(circlePhotoUrl)} />;
}
