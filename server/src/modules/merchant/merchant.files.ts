import { registerFileReadRule } from '../identity/file.service';
import { isStaffLicence, isVisibleGoodsPhoto } from './merchant.repository';

/*
 * The uploads a merchant shows to others (file.service.ts serves a file to its uploader and
 * operators only): the photo of goods on shelf to everyone signed in, the photos of all its goods
 * and its licence to its staff. Registered on import of the merchant module.
 */
registerFileReadRule(async (db, fileId, userId) => (await isVisibleGoodsPhoto(db, fileId, userId)) || isStaffLicence(db, fileId, userId));
