export { ExportButton } from './ExportButton';
export { MyExportsDrawer } from './MyExportsDrawer';
