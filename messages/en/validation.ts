/**
 * The forms' and the API's messages for invalid input. The schemas in lib/validations name
 * these keys (lib/validations/message.ts); a form shows them in the page's language and the
 * API answers with the English ones (lib/api/input.ts). Simple `{name}` arguments only: the
 * browser fills them. The specification's words are kept as it spells them.
 */
export default {
  // A failed submission, as the specification words it.
  formError: "Error: {message}",

  // Accounts.
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "password is required",
  passwordMinLength: "password min length 6 caractor",
  passwordMaxLength: "password max length {max} caractor",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  resetLinkIncomplete: "The reset link is incomplete",

  // Profile.
  phoneText: "Phone must be text",
  phoneInvalid: "Phone must be a number, like 01711000000",
  addressText: "Address must be text",
  addressMax: "Address must be at most {max} characters",
  professionText: "Profession must be text",
  professionMax: "Profession must be at most {max} characters",

  // Reviews.
  reviewRequired: "Review is required",
  reviewTooLong: "Keep the review under 1000 characters",
  ratingRequired: "Rating is required",
  ratingRange: "Rating must be between 0 and {max}",

  // Orders.
  recipientNameRequired: "Recipient's name is required",
  recipientNameMax: "Recipient's name must be at most {max} characters",
  phoneRequired: "Phone is required",
  bdMobileInvalid: "Enter a Bangladeshi mobile number, like 01711000000",
  districtRequired: "Choose your district",
  areaRequired: "Area or thana is required",
  areaMax: "Area or thana must be at most {max} characters",
  addressRequired: "Address is required",
  quantityRequired: "Quantity is required",
  quantityWhole: "Quantity must be a whole number",
  quantityPositive: "Quantity must be at least 1",
  quantityNotNegative: "Quantity cannot be negative",
  paymentMethodRequired: "Choose how to pay: cash on delivery, card, or bKash, Nagad, Rocket",
  outOfStock: "This tool is out of stock",
  minimumOrder: "The minimum order is {count}",
  onlyAvailable: "Only {count} available",
  courierRequired: "Courier is required",
  courierMax: "Courier must be at most {max} characters",
  trackingNumberText: "Tracking number must be text",
  trackingNumberMax: "Tracking number must be at most {max} characters",
  idRequired: "An id is required",
  idInvalid: "This id is not valid",

  // Products.
  productNameRequired: "Name is Required",
  productNameMax: "Name must be at most {max} characters",
  descriptionRequired: "Descripiton is Required",
  descriptionMax: "Description must be at most {max} characters",
  orderQuantityRequired: "Order Quantity is Required",
  orderQuantityMin: "Order quantity must be at least {min}",
  orderQuantityMax: "Order quantity must be at most {max}",
  orderQuantityWhole: "Order quantity must be a whole number",
  availableQuantityRequired: "Available Quantity is Required",
  availableQuantityMin: "Available quantity must be at least {min}",
  availableQuantityMax: "Available quantity must be at most {max}",
  availableQuantityWhole: "Available quantity must be a whole number",
  priceRequired: "Price is Required",
  pricePositive: "Price must be more than 0",
  priceMax: "Price must be at most ${max}",
  priceDecimals: "Price can have at most 2 decimals (cents)",
  imageRequired: "Image is Required",
  imageNotShop: "The image must be a picture uploaded to the shop",
  imageType: "Choose a PNG, JPEG or WebP picture",
  imageSize: "The picture must be {size} or smaller",

  // Bikes and fitment.
  yearRequired: "A model year is required",
  yearWhole: "A model year is a whole number",
  yearFirst: "Model years start at {year}",
  yearFuture: "That model year has not come yet",
  yearsOrder: "The first year must not be after the last",
  fitsMax: "A product can list at most {max} models",
  fitsUnique: "List each model once, with all its years",
  universalWithFits: "A universal product fits every bike: leave its list of bikes empty",
  makerRequired: "Maker is required",
  makerMax: "Maker must be at most {max} characters",
  makerLetter: "Maker needs a letter or digit",
  modelRequired: "Model is required",
  modelMax: "Model must be at most {max} characters",
  modelLetter: "Model needs a letter or digit",
  ccRequired: "Engine size is required",
  ccWhole: "Engine size is whole cc",
  ccMin: "At least 50 cc",
  ccMax: "At most 2,500 cc",

  // Returns.
  returnLinesRequired: "Choose at least one part to return",
  returnLinesMax: "A return lists at most {max} parts",
  returnLineInvalid: "Choose a part of this order",
  returnReasonRequired: "Choose what is wrong",
  returnDescriptionRequired: "Tell us what is wrong",
  returnDescriptionMax: "Keep the description under {max} characters",
  returnPhotosMax: "Add at most {max} photos",
  refundMethodRequired: "Choose how we send your money back: bKash, Nagad, Rocket or a bank account",
  accountNameRequired: "The account holder's name is required",
  accountNumberInvalid: "Enter the account number, 6 to 20 digits",
  bankNameRequired: "The bank and branch are required",
  returnStatusRequired: "Choose approved, rejected, received or refunded",
  returnNoteRequired: "Write a note for the buyer",
  returnNoteMax: "Keep the note under {max} characters",
  refundReferenceMax: "The reference must be at most {max} characters",
} as const;
