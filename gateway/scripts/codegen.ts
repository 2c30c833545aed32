/**
 * Generates src/__generated__/resolvers-types.ts from schema/*.graphql with GraphQL Code Generator
 * (core + the typescript and typescript-resolvers plugins; the CLI is not available here).
 *   npm run codegen -w @tote/gateway          write the file
 *   npm run codegen -w @tote/gateway -- --check   exit 1 when the committed file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, printSchema } from 'graphql';
import { loadTypeDefs } from '../src/typedefs.js';

export const OUTPUT_FILE = fileURLToPath(new URL('../src/__generated__/resolvers-types.ts', import.meta.url));

const m = (name: string) => `../models.js#${name}`;

export async function generateResolverTypes(): Promise<string> {
  const schemaAst = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const output = await codegen({
    filename: OUTPUT_FILE,
    schema: parse(printSchema(schemaAst)),
    schemaAst,
    documents: [],
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: typescriptResolversPlugin },
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: '../context.js#GatewayContext',
      resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
      mappers: {
        Product: m('ProductModel'),
        Brand: m('BrandModel'),
        Category: m('CategoryModel'),
        Collection: m('TaxonModel'),
        Occasion: m('TaxonModel'),
        ProductListing: m('ListingModel'),
        ProductConnection: m('ProductConnectionModel'),
        ProductEdge: m('EdgeModel<ProductModel>'),
        BrandConnection: m('BrandConnectionModel'),
        BrandEdge: m('EdgeModel<BrandModel>'),
        BrandIndexGroup: m('BrandIndexGroupModel'),
        Money: m('MoneyModel'),
        Image: m('ImageModel'),
        ProductColor: m('ColorModel'),
        ProductSize: m('SizeModel'),
        ProductConfig: m('ProductConfigModel'),
        ListingHeader: m('ListingHeaderModel'),
        ProductFacets: m('FacetsModel'),
        MenuItem: m('MenuItemModel'),
        AppInit: m('AppInitModel'),
        Popup: m('PopupModel'),
        SubscribeIntroduce: m('SubscribeIntroduceModel'),
        AppSettings: m('AppSettingsModel'),
        Home: m('HomeModel'),
        HomeHero: m('HomeHeroModel'),
        HomeProductRow: m('HomeProductRowModel'),
        HomeCategoryTiles: m('HomeCategoryTilesModel'),
        HomeTile: m('HomeTileModel'),
        HomeBrandRow: m('HomeBrandRowModel'),
        User: m('UserModel'),
        Profile: m('ProfileModel'),
        NotificationSetting: m('NotificationSettingModel'),
        LoginMethod: m('LoginMethodModel'),
        Tote: m('ToteModel'),
        ToteSection: m('ToteSectionModel'),
        ToteItem: m('ToteItemModel'),
        ToteEmptyState: m('ToteEmptyStateModel'),
        ToteBilling: m('ToteBillingModel'),
        ToteButtons: m('ToteButtonsModel'),
        ProductRecommendations: m('ProductRecommendationsModel'),
        AddToTotePayload: m('AddToTotePayloadModel'),
        WishlistPayload: m('WishlistPayloadModel'),
        FollowBrandPayload: m('FollowBrandPayloadModel'),
        MembershipPlan: m('MembershipPlanModel'),
        Membership: m('MembershipModel'),
        CancelSurvey: m('CancelSurveyModel'),
        SurveyQuestion: m('SurveyQuestionModel'),
        Address: m('AddressModel'),
        BillingAddress: m('BillingAddressModel'),
        PaymentMethod: m('PaymentMethodModel'),
        PaymentConfig: m('PaymentConfigModel'),
        TestCard: m('TestCardModel'),
        Coupon: m('CouponModel'),
        CouponCheck: m('CouponCheckModel'),
        CheckoutLine: m('CheckoutLineModel'),
        CheckoutPreview: m('CheckoutPreviewModel'),
        CheckoutPoints: m('CheckoutPointsModel'),
        CheckoutPreviewResult: m('CheckoutPreviewResultModel'),
        CheckoutOrder: m('CheckoutOrderModel'),
        CreateOrderPayload: m('CreateOrderPayloadModel'),
        PaymentResult: m('PaymentResultModel'),
        PayOrderPayload: m('PayOrderPayloadModel'),
        PaymentIntent: m('PaymentIntentModel'),
        CardSummary: m('CardSummaryModel'),
        Receipt: m('ReceiptModel'),
        ReceiptLine: m('ReceiptLineModel'),
        ReceiptConnection: m('ReceiptConnectionModel'),
        ReceiptEdge: m('EdgeModel<ReceiptModel>'),
        BonusCreditConnection: m('BonusCreditConnectionModel'),
        BonusCreditEdge: m('EdgeModel<BonusCreditEntryModel>'),
        BonusCreditEntry: m('BonusCreditEntryModel'),
        ReferralConnection: m('ReferralConnectionModel'),
        ReferralEdge: m('EdgeModel<ReferralModel>'),
        Referral: m('ReferralModel'),
        MembershipPayload: m('MembershipPayloadModel'),
        Order: m('OrderModel'),
        OrderLine: m('OrderLineModel'),
        Shipment: m('ShipmentModel'),
        TrackingEvent: m('TrackingEventModel'),
        OrderTabCount: m('OrderTabCountModel'),
        OrderConnection: m('OrderConnectionModel'),
        OrderEdge: m('EdgeModel<OrderModel>'),
        RentalSummary: m('RentalSummaryModel'),
        RentalItem: m('RentalItemModel'),
        RentalConnection: m('RentalConnectionModel'),
        RentalEdge: m('EdgeModel<RentalItemModel>'),
        CancelOrderPayload: m('CancelOrderPayloadModel'),
        ReturnTicket: m('ReturnTicketModel'),
        ReturnOptions: m('ReturnOptionsModel'),
        ReturnableItem: m('ReturnableItemModel'),
        Refund: m('RefundModel'),
        ReturnTicketPayload: m('ReturnTicketPayloadModel'),
        SearchConnection: m('SearchConnectionModel'),
        SearchSuggestions: m('SearchSuggestionsModel'),
        SearchTermSuggestion: m('SearchTermSuggestionModel'),
        SearchDrawer: m('SearchDrawerModel'),
        RecentSearchesPayload: m('RecentSearchesPayloadModel'),
        Assistant: m('AssistantModel'),
        AssistantHistory: m('AssistantHistoryModel'),
        AssistantMessage: m('AssistantMessageModel'),
        AssistantSender: m('AssistantSenderModel'),
        AssistantProcessing: m('AssistantProcessingModel'),
        AssistantLook: m('AssistantLookModel'),
        AssistantProductCard: m('AssistantProductCardModel'),
        // The /v1 shapes as they are (contract/polls.ts); the payloads follow from them.
        ProductPoll: '@tote/contract/polls#PollDetail',
        ProductPollOption: '@tote/contract/polls#PollOption',
        // The /v1 shapes as they are (contract/capsules.ts, contract/share.ts).
        Capsule: m('CapsuleModel'),
        SharedCollection: '@tote/contract/share#SharedCollectionView',
        StyleSurvey: m('StyleSurveyModel'),
        // The /v1 review shapes as they are (contract/reviews.ts).
        Review: '@tote/contract/reviews#Review as ReviewData',
        ReviewPage: '@tote/contract/reviews#ReviewPage as ReviewPageData',
        ReviewSummary: '@tote/contract/reviews#ReviewSummary as ReviewSummaryData',
        SizeSuggestion: '@tote/contract/reviews#SizeSuggestion as SizeSuggestionData',
        ReviewableItem: '@tote/contract/reviews#ReviewableItem as ReviewableItemData',
      },
    },
  });
  return `/* Generated by gateway/scripts/codegen.ts from schema/*.graphql. Do not edit by hand. */\n${output}`;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const generated = await generateResolverTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT_FILE, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== generated) {
      console.error(`${OUTPUT_FILE} is stale: run \`npm run codegen\``);
      process.exit(1);
    }
    console.log('resolver types are up to date');
  } else {
    writeFileSync(OUTPUT_FILE, generated);
    console.log(`wrote ${OUTPUT_FILE}`);
  }
}
