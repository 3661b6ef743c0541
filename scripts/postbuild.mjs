// Steps after `react-router build` (sitemap, CSP hashes… are added here).
console.log("postbuild: done");
