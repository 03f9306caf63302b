package ovvi.ui.sessions;

import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The sidebar: the window's pages (its open sessions), each with its spaces in herdr's order and
 * their tabs, agent marks and counts, and the git line of each space. With no page open, the way
 * to open one. Selecting a row shows its space's tabs; the context menu holds the model's
 * commands (contributed to {@value #ID} in plugin.xml).
 */
public final class SessionsView extends ViewPart {

	public static final String ID = "ovvi.ui.sessions";
	public static final String OPEN_SESSION_COMMAND = "ovvi.ui.openSession";

	private Composite stack;
	private Composite empty;
	private TreeViewer tree;
	private Link openSession;
	private SidebarWatch watch;
	private WindowPages pages;
	private SidebarRename rename;
	private final WindowPages.Listener pagesChanged = this::pagesChanged;

	@Override
	public void createPartControl(Composite parent) {
		pages = WindowPages.of(getSite().getWorkbenchWindow());
		stack = new Composite(parent, SWT.NONE);
		StackLayout layout = new StackLayout();
		stack.setLayout(layout);

		empty = new Composite(stack, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(12, 12).spacing(0, 8).applyTo(empty);
		Label message = new Label(empty, SWT.WRAP);
		message.setText("No session is open.");
		message.setData(UiIds.KEY, UiIds.SESSIONS_EMPTY_MESSAGE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(message);
		ICommandService commands = getSite().getService(ICommandService.class);
		IHandlerService handlers = getSite().getService(IHandlerService.class);
		ParameterizedCommand open = ParameterizedCommand.generateCommand(commands.getCommand(OPEN_SESSION_COMMAND), Map.of());
		openSession = new Link(empty, SWT.NONE);
		openSession.setText("<a>Open Session…</a>");
		openSession.setData(UiIds.KEY, UiIds.SESSIONS_OPEN_LINK);
		openSession.setEnabled(open.getCommand().isEnabled() || open.getCommand().isHandled());
		openSession.addListener(SWT.Selection, event -> {
			try {
				handlers.executeCommand(open, event);
			} catch (Exception failed) {
				throw new IllegalStateException("Open Session… did not run", failed);
			}
		});

		SidebarContent content = new SidebarContent(pages);
		tree = new TreeViewer(stack, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		tree.getTree().setData(UiIds.KEY, UiIds.SIDEBAR_TREE);
		tree.setUseHashlookup(true);
		tree.setContentProvider(content);
		tree.setLabelProvider(new SidebarLabels(content, parent.getDisplay()));
		tree.setAutoExpandLevel(3);
		tree.addSelectionChangedListener(event -> selected((IStructuredSelection) event.getSelection(), content));
		rename = new SidebarRename(tree, content, getSite().getWorkbenchWindow());
		watch = new SidebarWatch(tree, content);
		tree.setInput(pages);
		getSite().setSelectionProvider(tree);

		MenuManager menu = new MenuManager();
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		tree.getTree().setMenu(menu.createContextMenu(tree.getTree()));
		getSite().registerContextMenu(menu, tree);

		pages.addListener(pagesChanged);
		pagesChanged(pages);
	}

	private void pagesChanged(WindowPages now) {
		if (tree.getControl().isDisposed()) {
			return;
		}
		now.pages().forEach(watch::watch);
		tree.refresh();
		watch.expandNewPages(now.pages());
		((StackLayout) stack.getLayout()).topControl = now.pages().isEmpty() ? empty : tree.getControl();
		stack.layout();
	}

	private void selected(IStructuredSelection selection, SidebarContent content) {
		switch (selection.getFirstElement()) {
		case SessionPage page -> pages.show(page);
		case Space space -> {
			SessionPage page = content.pageOf(space);
			if (page != null) {
				page.selectSpace(space);
				pages.show(page);
			}
		}
		case Tab tab -> {
			SessionPage page = content.pageOf(tab);
			if (page != null) {
				page.selectTab(tab);
				pages.show(page);
			}
		}
		case null, default -> {
			// nothing selected
		}
		}
	}

	/** Starts editing the selected space's or tab's name in place (Rename, F2). */
	public void renameSelected() {
		rename.start();
	}

	public TreeViewer tree() {
		return tree;
	}

	@Override
	public void setFocus() {
		if (pages.pages().isEmpty()) {
			openSession.setFocus();
		} else {
			tree.getControl().setFocus();
		}
	}

	@Override
	public void dispose() {
		pages.removeListener(pagesChanged);
		watch.dispose();
		super.dispose();
	}
}
