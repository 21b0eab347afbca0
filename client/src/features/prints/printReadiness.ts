import { useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { printReadiness_photos$key } from '../../__generated__/printReadiness_photos.graphql';

// The readiness of the photos at the size of the prints (PAP_910, the product the editor opens with, spec §7).
const photosFragment = graphql`
  fragment printReadiness_photos on Photo @relay(plural: true) {
    id
    printReadiness(articleCode: "PAP_910") {
      level
      dpi
      printWidthMm
      printHeightMm
    }
  }
`;

const mv = defineMessages<{
  size: { short: string; long: string };
  tooSmall: { dpi: number; size: string };
  acceptable: { dpi: number; size: string };
}>({
  size: { id: 'prints.readiness.size', defaultMessage: '{short} × {long} cm' },
  tooSmall: {
    id: 'prints.readiness.tooSmall',
    defaultMessage: 'Too small for a sharp {size} print ({dpi} dpi)',
  },
  acceptable: {
    id: 'prints.readiness.acceptable',
    defaultMessage: 'May look slightly soft as a {size} print ({dpi} dpi)',
  },
});

/** The print size as the customer knows it, short side first, in centimetres of the locale: "10.2 × 15.2 cm". */
export function printSizeText(intl: IntlShape, facts: { printWidthMm: number; printHeightMm: number }): string {
  const cm = (mm: number) => intl.formatNumber(mm / 10, { maximumFractionDigits: 1 });
  const short = Math.min(facts.printWidthMm, facts.printHeightMm);
  const long = Math.max(facts.printWidthMm, facts.printHeightMm);
  return intl.formatMessage(mv.size, { short: cm(short), long: cm(long) });
}

/** A remark on a selected tile (the shape of the photo tile's `note`). */
export interface PrintReadinessNote {
  text: string;
  tone: 'warning' | 'caution';
}

export interface PrintReadinessSummary {
  /** The selected photos' remarks by photo id (ACCEPTABLE and TOO_SMALL; none for GOOD or unknown). */
  notes: ReadonlyMap<string, PrintReadinessNote>;
  /** The selected photos too small for a sharp print, in the grid's order. */
  tooSmallIds: readonly string[];
  /** The print size, when any photo's readiness is known. */
  sizeText: string | null;
}

/** The print readiness of the selected photos: a remark per tile and the too-small ones for the print bar. */
export function usePrintReadiness(photosKey: printReadiness_photos$key, selectedIds: ReadonlySet<string>): PrintReadinessSummary {
  const intl = useIntl();
  const photos = useFragment(photosFragment, photosKey);
  return useMemo(() => {
    const notes = new Map<string, PrintReadinessNote>();
    const tooSmallIds: string[] = [];
    let sizeText: string | null = null;
    for (const photo of photos) {
      const facts = photo.printReadiness;
      if (!facts || !selectedIds.has(photo.id)) continue;
      const size = printSizeText(intl, facts);
      sizeText ??= size;
      if (facts.level === 'TOO_SMALL') {
        tooSmallIds.push(photo.id);
        notes.set(photo.id, { tone: 'warning', text: intl.formatMessage(mv.tooSmall, { dpi: facts.dpi, size }) });
      } else if (facts.level === 'ACCEPTABLE') {
        notes.set(photo.id, { tone: 'caution', text: intl.formatMessage(mv.acceptable, { dpi: facts.dpi, size }) });
      }
    }
    return { notes, tooSmallIds, sizeText };
  }, [photos, selectedIds, intl]);
}
