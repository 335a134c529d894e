// PATCH /api/admin/settings, `design`: the accent colour and the icon's image.
import { HexColour, MediaId, Optional, OptionalOrNull } from './settingRules';

export class DesignInput {
  @Optional() @HexColour() accentColor?: string;
  @OptionalOrNull() @MediaId() iconMediaId?: number | null;
}
