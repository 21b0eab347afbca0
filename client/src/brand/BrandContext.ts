import { createContext, useContext } from 'react';
import { DEFAULT_BRAND, type Brand } from './brands';

export const BrandContext = createContext<Brand>(DEFAULT_BRAND);

export function useBrand(): Brand {
  return useContext(BrandContext);
}
