// PATCH /api/admin/settings, `sections`: which optional sections the site shows.
import { IsBoolean } from 'class-validator';
import { Optional } from './settingRules';

const OnOff = () => IsBoolean({ message: '$property must be true or false' });

export class SectionsInput {
  @Optional() @OnOff() essays?: boolean;
  @Optional() @OnOff() theology?: boolean;
  @Optional() @OnOff() books?: boolean;
  @Optional() @OnOff() legacy?: boolean;
  @Optional() @OnOff() resources?: boolean;
  @Optional() @OnOff() dailyExercise?: boolean;
}
