import { createContext, useContext } from 'react';
import { BRANDS, type Brand } from './brands';

export const BrandContext = createContext<Brand>(BRANDS[0]!);

export function useBrand(): Brand {
  return useContext(BrandContext);
}
