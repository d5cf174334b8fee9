import {
  BarChart3,
  BookOpen,
  Calendar,
  CalendarCheck,
  FileSignature,
  FileText,
  FolderKanban,
  Gem,
  Layers,
  LayoutDashboard,
  ListOrdered,
  PenLine,
  Wallet,
  PenTool,
  Ruler,
  ScanLine,
  Settings,
  Shirt,
  ShoppingCart,
  Sparkles,
  TableProperties,
  Tag,
  Ticket,
  Truck,
  Users,
  UsersRound,
} from 'lucide-react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/landing';
import { HydrationSignal } from './hydration-signal';
import { SidebarContext, sidebarEntry, sidebarOf } from './layout/nav-items';
import { lazyPage } from './lazy-page';
import { RequirePermission } from './role-pages';
import { RedirectIfSignedIn, RequireAuth, WithSession } from './route-guards';

// Everything but the landing page is split off, so `/` stays small (≤93 KB gzip, see root.tsx).
const LoginPage = lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('@/features/auth/components/signup-page'), 'SignupPage');
const VerifyOtpPage = lazyPage(() => import('@/features/auth/components/verify-otp-page'), 'VerifyOtpPage');
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const EmailUndoPage = lazyPage(() => import('@/features/auth/components/email-undo-page'), 'EmailUndoPage');
const JoinPage = lazyPage(() => import('@/features/team/components/join-page'), 'JoinPage');
const TermsPage = lazyPage(() => import('@/features/legal/components/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');
const RentalsPage = lazyPage(() => import('@/features/rentals/components/rentals-page'), 'RentalsPage');
const SpecialOrdersPage = lazyPage(() => import('@/features/special-orders/components/special-orders-page'), 'SpecialOrdersPage');
const PiecesPage = lazyPage(() => import('@/features/pieces/components/pieces-page'), 'PiecesPage');
const SizeChartsPage = lazyPage(() => import('@/features/size-charts/components/size-charts-page'), 'SizeChartsPage');
const DesignerStylesPage = lazyPage(() => import('@/features/designer-styles/components/designer-styles-page'), 'DesignerStylesPage');
const DashboardPage = lazyPage(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage');
const ClientsPage = lazyPage(() => import('@/features/clients/components/clients-page'), 'ClientsPage');
const ClientPage = lazyPage(() => import('@/features/clients/components/client-page'), 'ClientPage');
const MeasurementsPage = lazyPage(() => import('@/features/measurements/components/measurements-page'), 'MeasurementsPage');
const PatternsPage = lazyPage(() => import('@/features/patterns/components/patterns-page'), 'PatternsPage');
const PatternGeneratorPage = lazyPage(
  () => import('@/features/pattern-generator/components/pattern-generator-page'),
  'PatternGeneratorPage',
);
const TicketsPage = lazyPage(() => import('@/features/tickets/components/tickets-page'), 'TicketsPage');
const NewTicketPage = lazyPage(() => import('@/features/tickets/components/new-ticket-page'), 'NewTicketPage');
const TicketPage = lazyPage(() => import('@/features/tickets/components/ticket-page'), 'TicketPage');
const GroupsPage = lazyPage(() => import('@/features/groups/components/groups-page'), 'GroupsPage');
const GroupPage = lazyPage(() => import('@/features/groups/components/group-page'), 'GroupPage');
const ProjectsPage = lazyPage(() => import('@/features/projects/components/projects-page'), 'ProjectsPage');
const ScanPage = lazyPage(() => import('@/features/garments/components/scan-page'), 'ScanPage');
const MaterialsPage = lazyPage(() => import('@/features/materials/components/materials-page'), 'MaterialsPage');
const MaterialPage = lazyPage(() => import('@/features/materials/components/material-page'), 'MaterialPage');
const ServicesPage = lazyPage(() => import('@/features/services/components/services-page'), 'ServicesPage');
const ContractsPage = lazyPage(() => import('@/features/contracts/components/contracts-page'), 'ContractsPage');
const ContractPage = lazyPage(() => import('@/features/contracts/components/contract-page'), 'ContractPage');
const ContractTemplatesPage = lazyPage(() => import('@/features/contracts/components/contract-templates-page'), 'ContractTemplatesPage');
const PayPage = lazyPage(() => import('@/features/pay/components/pay-page'), 'PayPage');
const PurchaseOrdersPage = lazyPage(() => import('@/features/purchasing/components/purchase-orders-page'), 'PurchaseOrdersPage');
const PurchaseOrderPage = lazyPage(() => import('@/features/purchasing/components/purchase-order-page'), 'PurchaseOrderPage');
const SuppliersPage = lazyPage(() => import('@/features/purchasing/components/suppliers-page'), 'SuppliersPage');
const InvoicesPage = lazyPage(() => import('@/features/invoices/components/invoices-page'), 'InvoicesPage');
const BookingsPage = lazyPage(() => import('@/features/bookings/components/bookings-page'), 'BookingsPage');
const QuotesPage = lazyPage(() => import('@/features/quotes/components/quotes-page'), 'QuotesPage');
const NewQuotePage = lazyPage(() => import('@/features/quotes/components/quote-page'), 'NewQuotePage');
const QuotePage = lazyPage(() => import('@/features/quotes/components/quote-page'), 'QuotePage');
const CalendarPage = lazyPage(() => import('@/features/calendar/components/calendar-page'), 'CalendarPage');
const AnalyticsPage = lazyPage(() => import('@/features/analytics/components/analytics-page'), 'AnalyticsPage');
const PricingPage = lazyPage(() => import('@/features/pricing/components/pricing-page'), 'PricingPage');
const PricingCallbackPage = lazyPage(() => import('@/features/pricing/components/pricing-callback-page'), 'PricingCallbackPage');
const SettingsPage = lazyPage(() => import('@/features/settings/components/settings-page'), 'SettingsPage');

/**
 * Every route of the app. Protected pages share one layout behind one guard. A page in the sidebar
 * names its entry and its section in its `handle` (decisions 138 and 209): the sidebar lists the
 * sections in their declared order and, within each, the entries in this order, each shown to the
 * roles its guard lets in. A guard's `feature` is the plan feature its pages need: a plan
 * without it sees that feature's upgrade panel in place of the page (decision 195).
 */
export const APP_ROUTES = (
  <Routes>
    <Route index element={<LandingPage />} />
    <Route element={<RedirectIfSignedIn />}>
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
    </Route>
    <Route path="verify-otp" element={<VerifyOtpPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="email-change/undo" element={<EmailUndoPage />} />
    <Route element={<WithSession />}>
      <Route path="join" element={<JoinPage />} />
    </Route>
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />

    <Route element={<RequireAuth />}>
      <Route element={<AppLayout />}>
        {/* Today: what the day holds (decision 209). */}
        <Route path="dashboard" element={<DashboardPage />} handle={sidebarEntry('dashboard', 'Dashboard', LayoutDashboard, 'today')} />
        <Route path="calendar" element={<CalendarPage />} handle={sidebarEntry('calendar', 'Calendar', Calendar, 'today')} />
        {/* Appointments clients booked online (decision 161), beside the calendar that holds them. */}
        <Route element={<RequirePermission permission="bookings.read" feature="bookings" />}>
          <Route path="bookings" element={<BookingsPage />} handle={sidebarEntry('bookings', 'Bookings', CalendarCheck, 'today')} />
        </Route>
        {/* Clients: who the work is for. */}
        <Route path="clients" element={<ClientsPage />} handle={sidebarEntry('clients', 'Clients', Users, 'clients')} />
        <Route path="clients/:id" element={<ClientPage />} />
        {/* Groups such as a wedding party, beside the clients they gather (decision 160). */}
        <Route element={<RequirePermission permission="groups.read" feature="groups" />}>
          <Route path="groups" element={<GroupsPage />} handle={sidebarEntry('groups', 'Groups', UsersRound, 'clients')} />
          <Route path="groups/:id" element={<GroupPage />} />
        </Route>
        <Route path="measurements" element={<MeasurementsPage />} handle={sidebarEntry('measurements', 'Measurements', Ruler, 'clients')} />
        {/* Workroom: the counter's alteration tickets, before the projects their garments become (decision 155). */}
        <Route element={<RequirePermission permission="tickets.read" feature="invoices" />}>
          <Route path="tickets" element={<TicketsPage />} handle={sidebarEntry('tickets', 'Tickets', Ticket, 'workroom')} />
          <Route path="tickets/new" element={<NewTicketPage />} />
          <Route path="tickets/:id" element={<TicketPage />} />
        </Route>
        {/* A garment's tag scanned moves it on (decision 152). */}
        <Route path="scan" element={<ScanPage />} handle={sidebarEntry('scan', 'Scan', ScanLine, 'workroom')} />
        <Route path="projects" element={<ProjectsPage />} handle={sidebarEntry('projects', 'Projects', FolderKanban, 'workroom')} />
        {/* A bride's gown ordered from its designer, watched against her wedding (decision 216). */}
        <Route element={<RequirePermission permission="specialOrders.read" feature="materials" />}>
          <Route
            path="special-orders"
            element={<SpecialOrdersPage />}
            handle={sidebarEntry('specialOrders', 'Special orders', Gem, 'workroom')}
          />
        </Route>
        {/* Suits, gowns and costumes out and back, never promised twice (decision 222). */}
        <Route element={<RequirePermission permission="rentals.read" feature="materials" />}>
          <Route path="rentals" element={<RentalsPage />} handle={sidebarEntry('rentals', 'Rentals', Shirt, 'workroom')} />
        </Route>
        <Route path="patterns" element={<PatternsPage />} handle={sidebarEntry('patterns', 'Pattern Designer', PenTool, 'workroom')} />
        <Route
          path="ai-patterns"
          element={<PatternGeneratorPage />}
          handle={sidebarEntry('aiPatterns', 'Pattern Generator', Sparkles, 'workroom')}
        />
        {/* Stock: what the work is made from, and buying it (decision 147). */}
        <Route element={<RequirePermission permission="materials.read" feature="materials" />}>
          <Route path="materials" element={<MaterialsPage />} handle={sidebarEntry('materials', 'Materials', Layers, 'stock')} />
          <Route path="materials/:id" element={<MaterialPage />} />
        </Route>
        {/* A boutique's catalogue of designers' styles, part of its stock (decision 212). */}
        <Route element={<RequirePermission permission="designerStyles.read" feature="materials" />}>
          <Route
            path="designer-styles"
            element={<DesignerStylesPage />}
            handle={sidebarEntry('designerStyles', 'Catalogue', BookOpen, 'stock')}
          />
        </Route>
        {/* Each designer's size charts, the size to order read from them (decision 214). */}
        <Route element={<RequirePermission permission="sizeCharts.read" feature="materials" />}>
          <Route
            path="size-charts"
            element={<SizeChartsPage />}
            handle={sidebarEntry('sizeCharts', 'Size charts', TableProperties, 'stock')}
          />
        </Route>
        {/* Each gown, veil and accessory the boutique holds, tagged (decision 215). */}
        <Route element={<RequirePermission permission="pieces.read" feature="materials" />}>
          <Route path="pieces" element={<PiecesPage />} handle={sidebarEntry('pieces', 'Pieces', Tag, 'stock')} />
        </Route>
        <Route element={<RequirePermission permission="purchaseOrders.read" feature="materials" />}>
          <Route
            path="purchase-orders"
            element={<PurchaseOrdersPage />}
            handle={sidebarEntry('purchaseOrders', 'Purchase Orders', ShoppingCart, 'stock')}
          />
          <Route path="purchase-orders/:id" element={<PurchaseOrderPage />} />
        </Route>
        <Route element={<RequirePermission permission="suppliers.read" feature="materials" />}>
          <Route path="suppliers" element={<SuppliersPage />} handle={sidebarEntry('suppliers', 'Suppliers', Truck, 'stock')} />
        </Route>
        {/* Money: quotes the client accepts on the portal, before the invoices they lead to (decision 158). */}
        <Route element={<RequirePermission permission="quotes.read" feature="quotes" />}>
          <Route path="quotes" element={<QuotesPage />} handle={sidebarEntry('quotes', 'Quotes', FileSignature, 'money')} />
          <Route path="quotes/new" element={<NewQuotePage />} />
          <Route path="quotes/:id" element={<QuotePage />} />
        </Route>
        {/* Contracts signed on the portal and sealed (decision 159): owners and managers. */}
        <Route element={<RequirePermission permission="contracts.read" feature="contracts" />}>
          <Route path="contracts" element={<ContractsPage />} handle={sidebarEntry('contracts', 'Contracts', PenLine, 'money')} />
          <Route path="contracts/templates" element={<ContractTemplatesPage />} />
          <Route path="contracts/:id" element={<ContractPage />} />
        </Route>
        <Route element={<RequirePermission permission="invoices.read" />}>
          <Route path="invoices" element={<InvoicesPage />} handle={sidebarEntry('invoices', 'Invoices', FileText, 'money')} />
        </Route>
        <Route element={<RequirePermission permission="services.read" feature="invoices" />}>
          <Route path="services" element={<ServicesPage />} handle={sidebarEntry('services', 'Price list', ListOrdered, 'money')} />
        </Route>
        {/* The team's piece-rate pay (decision 154): staff see their own. */}
        <Route element={<RequirePermission permission="pay.read" feature="team" />}>
          <Route path="team/pay" element={<PayPage />} handle={sidebarEntry('pay', 'Pay', Wallet, 'money')} />
        </Route>
        <Route element={<RequirePermission permission="analytics.read" feature="analytics" />}>
          <Route path="analytics" element={<AnalyticsPage />} handle={sidebarEntry('analytics', 'Analytics', BarChart3, 'money')} />
        </Route>
        <Route element={<RequirePermission permission="billing.manage" />}>
          <Route path="pricing" element={<PricingPage />} />
          <Route path="pricing/callback" element={<PricingCallbackPage />} />
        </Route>
        {/* Studio: the studio itself. */}
        <Route path="settings" element={<SettingsPage />} handle={sidebarEntry('settings', 'Settings', Settings, 'studio')} />
      </Route>
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);

/** The sidebar's entries, read from the routes above. */
export const SIDEBAR = sidebarOf(APP_ROUTES);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <HydrationSignal />
      <SidebarContext value={SIDEBAR}>{APP_ROUTES}</SidebarContext>
    </Suspense>
  );
}
