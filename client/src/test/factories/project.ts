// Saved projects (editor projects) as the gateway answers them.

export interface FakeProject {
  id: string;
  name: string;
  productName: string;
  lastEditedAt: string;
  previewUrl: string | null;
}

const PRODUCTS = ['Photo book A4 landscape', 'Calendar A3 2027', 'Canvas 60x40', 'Greeting cards', 'Photo book XL'];

export const project = (n: number, extra: Partial<FakeProject> = {}): FakeProject => ({
  id: `U2F2ZWRQcm9qZWN0OjE${n}`,
  name: `Project ${n}`,
  productName: PRODUCTS[n % PRODUCTS.length]!,
  lastEditedAt: '2026-03-05T10:00:00Z',
  previewUrl: `https://img.test/projects/${n}.jpg`,
  ...extra,
});

export const projects = (count: number) => Array.from({ length: count }, (_, i) => project(i + 1));

export const editorUrl = (p: FakeProject) => `https://editor.test/editor/projects/${p.id}?sig=x`;

export const projectNode = (p: FakeProject) => ({
  __typename: 'SavedProject',
  id: p.id,
  name: p.name,
  productName: p.productName,
  lastEditedAt: p.lastEditedAt,
  previewUrl: p.previewUrl,
  editorUrl: editorUrl(p),
});
