// The workshop's DocC tutorial, in WorkshopTutorial.docc: a module of its own so that the library
// it teaches holds only the library. `swift run workshop docs --generate` writes the catalog
// from the steps; Xcode's Product ▸ Build Documentation shows it beside the library's reference.
