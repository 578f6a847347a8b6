/** What other features use of installing the app: the "Install the app" entry of the footer and menu. */
export { InstallApp } from './install-app.tsx';
