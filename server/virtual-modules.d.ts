// The React Router build, provided by its Vite plugin (typed as ServerBuild where it is imported).
declare module "virtual:react-router/server-build";
