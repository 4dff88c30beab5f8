// The site feature (home, about, not found) is only pages, loaded by app/routes.tsx: nothing here is
// for other features. New shared pieces go here rather than being imported from inside the folder.
export {};
