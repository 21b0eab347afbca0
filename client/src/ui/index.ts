export { Banner } from './Banner';
export { Button } from './Button';
export { Card } from './Card';
export { Drawer } from './Drawer';
export { Link } from './Link';
export { RouterBridge } from './RouterBridge';
export { Spinner } from './Spinner';
export { withKeptQuery } from './keptQuery';
