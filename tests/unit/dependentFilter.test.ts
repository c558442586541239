import { describe, expect, it } from 'vitest';
import { dependencyOf, dependentFilter } from '../../admin/src/derived/dependentFilter';
import { branch, unit } from '../../resources';

describe('pickers narrowed by another field of the form', () => {
  it("narrows a branch's states by its chosen country", () => {
    const dependency = dependencyOf(branch, 'State');

    expect(dependency).toEqual({ filterField: 'CountryId', sourceField: 'Country' });
    expect(dependentFilter(dependency, { Country: 1 })).toEqual({ CountryId: 1 });
  });

  it("leaves a unit's First and Second Unit as peers: picking one never empties the other", () => {
    expect(dependencyOf(unit, 'FirstUnit')).toBeUndefined();
    expect(dependencyOf(unit, 'SecondUnit')).toBeUndefined();
  });
});
