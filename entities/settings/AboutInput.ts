// PATCH /api/admin/settings, `about`: the About story, Hire Me, the timeline, the Theology
// personas, and the links and venture the About and Resources pages show.
import { ArrayMaxSize, IsArray } from 'class-validator';
import { BoundedText, BoundedTexts, Optional, WebAddressOrEmpty } from './settingRules';

export class HireMeInput {
  @Optional() @BoundedText(1000) why?: string;
  @Optional()
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(20, { message: '$property holds at most 20 items' })
  @BoundedTexts(200)
  offerings?: string[];
}

export class TimelineEntryInput {
  @BoundedText(60) phase: string;
  @BoundedText(40) year: string;
  @BoundedText(150) title: string;
  @BoundedText(1000) description: string;
}

export class PersonaInput {
  @Optional() @BoundedText(60) name?: string;
  @Optional() @BoundedText(100) role?: string;
  @Optional() @BoundedText(1000) description?: string;
}


export class ElsewhereInput {
  @Optional() @WebAddressOrEmpty() authorProfileUrl?: string;
  @Optional() @WebAddressOrEmpty() initiativeUrl?: string;
  @Optional() @WebAddressOrEmpty() newsletterUrl?: string;
  @Optional() @WebAddressOrEmpty() videoChannelUrl?: string;
  @Optional() @WebAddressOrEmpty() communityInitiativeUrl?: string;
}

export class VentureInput {
  @Optional() @BoundedText(150) title?: string;
  @Optional() @BoundedText(1000) description?: string;
  @Optional() @WebAddressOrEmpty() videoUrl?: string;
  @Optional() @WebAddressOrEmpty() audioInterviewUrl?: string;
}

export class ContactCardsInput {
  @Optional() @BoundedText(150) responseTime?: string;
  @Optional() @BoundedText(150) officeHours?: string;
  @Optional()
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(12, { message: '$property holds at most 12 items' })
  @BoundedTexts(300)
  tips?: string[];
}

export class AboutInput {
  static nested = {
    hireMe: { object: HireMeInput },
    timeline: { list: TimelineEntryInput, max: 30 },
    personas: { objects: { islamLead: { object: PersonaInput }, collaborator: { object: PersonaInput } } },
    elsewhere: { object: ElsewhereInput },
    venture: { object: VentureInput },
    contact: { object: ContactCardsInput },
  };

  @Optional() @BoundedText(20_000, 'line breaks') markdown?: string;
  @Optional() @BoundedText(200) essayAuthors?: string;
  @Optional() @BoundedText(200) ownBookTitle?: string;
}
