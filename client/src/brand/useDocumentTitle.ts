import { useEffect } from 'react';
import { useBrand } from './BrandContext';

/** Sets the document title to "<screen title> | <brand name>". */
export function useDocumentTitle(screenTitle: string): void {
  const { brandName } = useBrand();
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} | ${brandName}` : brandName;
  }, [screenTitle, brandName]);
}
