/** Pattern grids: 2 columns small, 4 medium, 6 large (both the designer's and the library's). */
export const PATTERN_GRID_CLASSES = 'grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6';
