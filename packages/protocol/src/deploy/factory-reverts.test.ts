import { describe, expect, it } from 'vitest';
import { matchRevert } from '../errors/error-catalogue.ts';

describe('factory reverts in the catalogue', () => {
  it.each([
    ['Factory is paused', 'Deployments are paused right now. Please try again later.'],
    ['A farm already exists for this token', 'This token already has a farm.'],
    ['Farm name is required', 'Enter a farm name.'],
    [
      'Token was not deployed by this factory',
      'Farms can only be deployed for tokens deployed through the farm factory.',
    ],
  ])("%s reads %s, through opnet's wrapper too", (revert, friendly) => {
    expect(matchRevert(revert)).toEqual({ family: 'factory', friendly });
    expect(matchRevert(`Error in calling function: ${revert}`)?.friendly).toBe(friendly);
  });
});
