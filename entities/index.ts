import { AdminLoginFailure } from './AdminLoginFailure';
import { BlogPost } from './BlogPost';
import { Book } from './Book';
import { BrainTeaser } from './BrainTeaser';
import { ContactMessage } from './ContactMessage';
import { ContentRevision } from './ContentRevision';
import { EmailSuppression } from './EmailSuppression';
import { Essay } from './Essay';
import { LegacyHeart } from './LegacyHeart';
import { LegacySubmission } from './LegacySubmission';
import { MediaChunk } from './MediaChunk';
import { MediaItem } from './MediaItem';
import { ImportedItem } from './ImportedItem';
import { ImportJob } from './ImportJob';
import { NewsletterSend } from './NewsletterSend';
import { OldAddress } from './OldAddress';
import { AnalyticsDay } from './AnalyticsDay';
import { NewsletterSubscriber } from './NewsletterSubscriber';
import { MailStatus } from './MailStatus';
import { OutboxEmail } from './OutboxEmail';
import { Quote } from './Quote';
import { SeededItem } from './SeededItem';
import { Resource } from './Resource';
import { RetiredSlug } from './RetiredSlug';
import { SocialCard } from './SocialCard';

export { AdminLoginFailure, AnalyticsDay, BlogPost, Book, BrainTeaser, ContactMessage, ContentRevision, EmailSuppression, Essay, ImportedItem, ImportJob, LegacyHeart, LegacySubmission, MailStatus, MediaChunk, MediaItem, NewsletterSend, NewsletterSubscriber, OldAddress, OutboxEmail, Quote, Resource, RetiredSlug, SeededItem, SocialCard };

export const allEntities = [BlogPost, Book, BrainTeaser, ContactMessage, Essay, LegacyHeart, LegacySubmission, NewsletterSubscriber, Quote, Resource, AdminLoginFailure, ContentRevision, RetiredSlug, MediaItem, MediaChunk, OutboxEmail, EmailSuppression, NewsletterSend, MailStatus, ImportJob, ImportedItem, OldAddress, SocialCard, AnalyticsDay, SeededItem];
