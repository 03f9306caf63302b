package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.advanced.MPerspective;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.emf.common.util.EList;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.model.ModelObject;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.UiCoalescer;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.pages.FollowedObjects;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.ShownPanes;
import ovvi.ui.pages.WindowPages;

/**
 * The tab track of one window: the selected space of the page in view, its herdr tabs as
 * {@link TabPart}s in herdr's order in the window's tab stack, the selected one on top. It
 * follows the model: a tab herdr adds, closes, renames or moves does the same here; a moved tab's
 * part moves in the stack, keeping its cards. The parts of a space or page that goes out of view
 * go, but their cards live on ({@link KeptTabCards}) for the tabs' next parts, so the spare pool
 * spans spaces and pages. How a tab closes is {@link TabClose}'s.
 */
public final class TabTrack {

	/** The id of the window's tab stack, where the parts of tabs go (a perspective's folder). */
	public static final String STACK = "ovvi.ui.tabs";
	/** A persisted-state key of e4's IWorkbench: false keeps the element out of the saved workbench. */
	private static final String PERSIST_STATE = "persistState";

	private final IWorkbenchWindow window;
	private final EPartService parts;
	private final EModelService models;
	private final MWindow model;
	private final WindowPages pages;
	/** The parts shown, in the stack's order: the tab → its part. */
	private final Map<Tab, MPart> shown = new IdentityHashMap<>();
	private final List<Tab> order = new ArrayList<>();
	private final FollowedObjects followed = new FollowedObjects(this::modelChanged);
	private final SessionPage.Listener selectionChanged = page -> later();
	private final UiCoalescer pass;
	/** The page the Install herdr part shows, and that part; null while there is none. */
	private SessionPage installPage;
	private MPart installPart;
	private boolean reconciling;
	private SessionPage watchedPage;

	private TabTrack(IWorkbenchWindow window, IEclipseContext context) {
		this.window = window;
		this.parts = context.get(EPartService.class);
		this.models = context.get(EModelService.class);
		this.model = context.get(MWindow.class);
		this.pages = WindowPages.of(window);
		this.pass = new UiCoalescer(window.getService(UISynchronize.class), this::reconcileIfOpen);
		pages.addListener(now -> later());
		// a minimized or hidden window shows no pane (ovvi-shown)
		for (int type : new int[] { SWT.Iconify, SWT.Deiconify, SWT.Hide, SWT.Show }) {
			window.getShell().addListener(type, event -> later());
		}
		parts.addPartListener(new PartEvents() {
			@Override
			public void partActivated(MPart part) {
				if (!reconciling && part.getObject() instanceof TabPart tabPart && tabPart.tab() != null
						&& shown.get(tabPart.tab()) == part) {
					tabPart.page().selectTab(tabPart.tab());
					updateTitle();
				}
			}
		});
	}

	/** The window's track, made on first use and kept in the window's context. */
	public static TabTrack of(IWorkbenchWindow window) {
		IEclipseContext context = window.getService(IEclipseContext.class);
		TabTrack track = context.get(TabTrack.class);
		if (track == null) {
			track = new TabTrack(window, context);
			context.set(TabTrack.class, track);
		}
		return track;
	}

	/** Whether the track is adding and removing parts now, which puts parts on top for a moment. */
	boolean reconciling() {
		return reconciling;
	}

	/** The Install herdr part of the page in view whose machine has no herdr, or null. */
	public PageInstallHerdrPart installPart() {
		return installPart != null && installPart.getObject() instanceof PageInstallHerdrPart part ? part : null;
	}

	/** The page whose selected space the track shows, or null. */
	public SessionPage pageInView() {
		return pages.inView();
	}

	/** The tab part under this item of the window's tab stack, or null when it is no tab part of this track. */
	TabPart partOf(CTabItem item) {
		// e4's stack renderer keeps the item's model element under this key
		return item.getData("modelElement") instanceof MPart element && element.getObject() instanceof TabPart part
				&& part.tab() != null && shown.get(part.tab()) == element ? part : null;
	}

	/** The tabs the track shows now, in order. */
	public List<Tab> shownTabs() {
		return List.copyOf(order);
	}

	/** The part of a shown tab, or null. */
	public TabPart part(Tab tab) {
		MPart part = shown.get(tab);
		return part != null && part.getObject() instanceof TabPart tabPart ? tabPart : null;
	}

	/** The window's active part when it is a tab part of this track, or null. */
	public TabPart activePart() {
		MPart active = parts.getActivePart();
		return active != null && active.getObject() instanceof TabPart tabPart && tabPart.tab() != null
				&& shown.get(tabPart.tab()) == active ? tabPart : null;
	}

	/** Any thread: one pass on the UI thread for all that changed before it. */
	private void later() {
		// a model thread may still tell of a change as the workbench ends
		if (!window.getWorkbench().getDisplay().isDisposed()) {
			pass.request();
		}
	}

	private void reconcileIfOpen() {
		// the window may have closed meanwhile: it then has no shell at all
		Shell shell = window.getShell();
		if (shell != null && !shell.isDisposed()) {
			reconcile();
		}
	}

	/** Model listeners call from the model's threads: they only ask for a pass on the UI thread. */
	private void modelChanged(ModelObject source, String property) {
		later();
	}

	private void reconcile() {
		IWorkbenchPage workbenchPage = window.getActivePage();
		if (workbenchPage == null) {
			return;
		}
		SessionPage page = pages.inView();
		watch(page);
		if (page != null) {
			page.storeChanged();
		}
		Space space = page == null ? null : page.selectedSpace();
		List<Tab> wanted = space == null ? List.of() : space.tabs();
		reconciling = true;
		try {
			int same = moveInPlace(wanted) ? wanted.size() : 0;
			while (same < order.size() && same < wanted.size() && order.get(same) == wanted.get(same)) {
				same++;
			}
			// parts after the first difference go and come again in herdr's order
			for (Tab tab : List.copyOf(order.subList(same, order.size()))) {
				remove(tab);
			}
			for (Tab tab : wanted.subList(same, wanted.size())) {
				show(page, tab);
			}
			Tab selected = page == null ? null : page.selectedTab();
			MPart selectedPart = selected == null ? null : shown.get(selected);
			if (selectedPart != null && parts.getActivePart() != selectedPart) {
				parts.bringToTop(selectedPart);
			}
			order.forEach(tab -> {
				TabPart part = part(tab);
				if (part != null) {
					part.refreshTitle();
					// the part is in the window's tab stack only once shown
					TrackDrops.install(part.control(), window);
				}
			});
			showInstallHerdrOfPage(workbenchPage, page);
			showHerdrPageWhenEmpty(workbenchPage);
			KeptTabCards.of(window).prune();
		} finally {
			reconciling = false;
		}
		updateTitle();
		ShownPanes.update(window.getWorkbench());
	}

	/**
	 * herdr moved tabs of the shown space: their parts move the same way in the window's tab stack,
	 * as a part's tab dragged along its stack does, so no part closes and their cards go on
	 * streaming. e4's stack renderer keeps a moved part's control and makes its tab item again.
	 *
	 * @return whether the shown parts are now in herdr's order; false when herdr's tabs are not the
	 *         shown ones, or their parts are not all in one stack (the user may have dragged one out)
	 */
	private boolean moveInPlace(List<Tab> wanted) {
		if (wanted.size() != order.size() || !sameTabs(wanted)) {
			return false;
		}
		List<MPart> moving = new ArrayList<>();
		for (Tab tab : wanted) {
			MPart part = shown.get(tab);
			if (part == null || part.getParent() == null
					|| !moving.isEmpty() && part.getParent() != moving.get(0).getParent()) {
				return false;
			}
			moving.add(part);
		}
		if (moving.isEmpty()) {
			return true;
		}
		@SuppressWarnings("unchecked")
		EList<MUIElement> children = (EList<MUIElement>) (List<?>) moving.get(0).getParent().getChildren();
		// the stack's other children keep their places; the tab parts take theirs in herdr's order
		List<MUIElement> wantedChildren = new ArrayList<>(children);
		var next = moving.iterator();
		wantedChildren.replaceAll(child -> moving.contains(child) ? next.next() : child);
		for (int i = 0; i < wantedChildren.size(); i++) {
			if (children.get(i) != wantedChildren.get(i)) {
				children.move(i, wantedChildren.get(i));
			}
		}
		order.clear();
		order.addAll(wanted);
		return true;
	}

	private boolean sameTabs(List<Tab> wanted) {
		Set<Tab> shownNow = Collections.newSetFromMap(new IdentityHashMap<>());
		shownNow.addAll(order);
		return wanted.stream().allMatch(shownNow::contains);
	}

	/** With no page open, the tab stack shows herdr on this computer, as a new window does. */
	private void showHerdrPageWhenEmpty(IWorkbenchPage workbenchPage) {
		IViewReference herdrPage = workbenchPage.findViewReference(InstallHerdrView.ID);
		if (pages.pages().isEmpty() && herdrPage == null) {
			try {
				workbenchPage.showView(InstallHerdrView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			} catch (PartInitException failed) {
				Notices.show(window, NLS.bind(Messages.TabTrack_herdrNotShown, failed.getMessage()));
			}
		} else if ((!order.isEmpty() || installPart != null) && herdrPage != null) {
			workbenchPage.hideView(herdrPage);
		}
	}

	/**
	 * A page in view whose machine has no herdr shows Install herdr for that machine where its tabs
	 * would be. It stays through the install and the session's start (which read "not running"
	 * for a moment) until the session answers or another page comes into view.
	 */
	private void showInstallHerdrOfPage(IWorkbenchPage workbenchPage, SessionPage page) {
		HerdrException problem = page == null ? null : page.connection().problem();
		boolean wanted = page != null && order.isEmpty()
				&& (problem instanceof HerdrNotInstalled || (page == installPage && problem != null));
		if (wanted && page == installPage) {
			return;
		}
		if (installPart != null) {
			parts.hidePart(installPart, true);
			installPage = null;
			installPart = null;
		}
		if (!wanted) {
			return;
		}
		installPart = newPartInStack(PageInstallHerdrPart.DESCRIPTOR, Map.of(PageInstallHerdrPart.PAGE, page),
				NLS.bind(Messages.TabTrack_installHerdr, page.title()));
		if (installPart != null) {
			installPage = page;
			parts.showPart(installPart, PartState.VISIBLE);
		}
	}

	/** A part for the tab, made at the end of the window's tab stack. */
	private void show(SessionPage page, Tab tab) {
		MPart part = newPartInStack(TabPart.DESCRIPTOR, Map.of(TabPart.TAB, tab, TabPart.PAGE, page),
				NLS.bind(Messages.TabTrack_tab, tab.label()));
		if (part == null) {
			return;
		}
		parts.showPart(part, PartState.CREATE);
		shown.put(tab, part);
		order.add(tab);
	}

	/**
	 * A part of the descriptor with this transient data at the end of the window's tab stack, not
	 * shown yet, or null when the window has no tab stack (the notice then says what is not shown).
	 */
	private MPart newPartInStack(String descriptor, Map<String, Object> transientData, String what) {
		MPartStack stack = tabStack();
		if (stack == null) {
			Notices.show(window, NLS.bind(Messages.TabTrack_noTabStack, what));
			return null;
		}
		MPart part = parts.createPart(descriptor);
		part.getTransientData().putAll(transientData);
		// the part shows a herdr session's state: a restart shows that of the pages it opens again
		part.getPersistedState().put(PERSIST_STATE, Boolean.FALSE.toString());
		part.getTags().add(EPartService.REMOVE_ON_HIDE_TAG);
		stack.getChildren().add(part);
		return part;
	}

	/** The stack the perspective in view has for tabs ({@link #STACK}), or null. */
	private MPartStack tabStack() {
		MPerspective perspective = models.getActivePerspective(model);
		List<MPartStack> found = models.findElements(perspective == null ? model : perspective,
				STACK, MPartStack.class);
		return found.isEmpty() ? null : found.get(0);
	}

	private void remove(Tab tab) {
		MPart part = shown.remove(tab);
		order.remove(tab);
		if (part != null) {
			TabClose.removePart(parts, part);
		}
	}

	/** The user closed the tab's part ({@link TabClose#partClosed}): the track shows it again if herdr keeps it. */
	void partClosed(Tab tab) {
		shown.remove(tab);
		order.remove(tab);
		later();
	}

	private void watch(SessionPage page) {
		if (page != watchedPage) {
			if (watchedPage != null) {
				watchedPage.removeListener(selectionChanged);
			}
			watchedPage = page;
			if (page != null) {
				page.addListener(selectionChanged);
			}
		}
		if (page == null) {
			followed.clear();
			return;
		}
		List<ModelObject> objects = new ArrayList<>(FollowedObjects.of(page.connection().store(), false));
		// a session whose machine has no herdr shows Install herdr instead of its tabs
		objects.add(page.connection());
		followed.follow(objects);
	}

	private void updateTitle() {
		SessionPage page = pages.inView();
		Space space = page == null ? null : page.selectedSpace();
		String title = page == null ? Messages.Window_title
				: space == null ? NLS.bind(Messages.Window_titleOfPage, page.title())
						: NLS.bind(Messages.Window_titleOfSpace, page.title(), ovvi.ui.sessions.SpaceNames.of(space));
		if (!title.equals(window.getShell().getText())) {
			window.getShell().setText(title);
		}
	}

}
