// The demo saved projects, planned (inserted by seed-projects.ts): Ava Wilson's 35 — varied products, last edited
// over the past five months, a few at exactly the same moment (paging breaks ties by id) — and Emma's 4. Days are
// relative to the moment of seeding. Mia and the business customers have none.

export interface PlannedProject {
  name: string;
  productName: string;
  articleType: string;
  /** Days before the seed (fractions are hours). */
  editedDaysAgo: number;
  createdDaysAgo: number;
}

const PRODUCTS = [
  ['Photo book A4 landscape', 'photobook'], ['Calendar A3 2027', 'calendar'], ['Canvas 60x40', 'walldecor'],
  ['Greeting cards', 'card'], ['Photo book XL', 'photobook'], ['Desk calendar 2027', 'calendar'], ['Poster 50x70', 'walldecor'],
  ['Photo book A5 softcover', 'photobook'], ['Photo mug', 'gift'], ['Aluminium print 40x30', 'walldecor'],
] as const;

const AVA_NAMES = [
  'Lisbon trip', "Grandma's 80th", 'Snow weekend', 'Christmas cards 2026', 'Summer at the lake', 'Family calendar',
  'Living room canvas', 'Road trip Scotland', 'Baby Noor', 'Wedding of Sam & Lee', 'Garden in bloom', 'Best of 2025',
  'Kitchen poster', 'Autumn colours', 'Thank-you cards', 'Paris in spring', 'Camping in the Ardennes', 'Dad\'s birthday mug',
  'City lights', 'Beach house', 'Hiking the Alps', 'New Year cards', 'Our first home', 'School photos 2026', 'Festival summer',
  'Sunsets', 'Amsterdam weekend', 'Bike tour', 'Zoo day', 'Anniversary', 'Office wall', 'Rainy day collage',
  'Holiday in Crete', 'Puppy Max', 'Recipes from Nan',
];

const hours = (days: number) => Math.round(days * 24) / 24;

/** Ava Wilson's 35 projects, most recently edited first; every seventh was saved at the same moment as the one before. */
export function avaProjects(): PlannedProject[] {
  let previous = 0;
  return AVA_NAMES.map((name, i) => {
    const [productName, articleType] = PRODUCTS[i % PRODUCTS.length]!;
    const editedDaysAgo = i % 7 === 6 ? previous : hours(0.2 + i * 4.6 + (i % 3) * 0.4);
    previous = editedDaysAgo;
    return { name, productName, articleType, editedDaysAgo, createdDaysAgo: hours(editedDaysAgo + 2 + (i % 5) * 6) };
  });
}

export const EMMA_PROJECTS: PlannedProject[] = [
  { name: 'Summer in Italy', productName: 'Photo book A4 landscape', articleType: 'photobook', editedDaysAgo: 3, createdDaysAgo: 30 },
  { name: 'Family calendar 2027', productName: 'Calendar A3 2027', articleType: 'calendar', editedDaysAgo: 12.5, createdDaysAgo: 20 },
  { name: 'Kitchen canvas', productName: 'Canvas 60x40', articleType: 'walldecor', editedDaysAgo: 41, createdDaysAgo: 45 },
  { name: 'Christmas cards', productName: 'Greeting cards', articleType: 'card', editedDaysAgo: 75, createdDaysAgo: 76 },
];
