package ovvi.ui.app;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.ui.menus.CommandContributionItemParameter;

import ovvi.ui.Messages;
import ovvi.ui.pages.NoticeLine;

/**
 * The menu bar's skeleton: File, Edit, View, Window, Help with named groups. Ovvi's own commands
 * land in those groups from plugin.xml (org.eclipse.ui.menus); the workbench's standard actions
 * (quit, clipboard, new window, perspectives, views, preferences) are made here because they need
 * a window.
 */
final class OvviMenuBar extends ActionBarAdvisor {

	static final String SESSION_GROUP = "session";
	static final String VIEWS_GROUP = "views";
	static final String ABOUT_GROUP = "about";

	private IWorkbenchAction quit;
	private IContributionItem cut;
	private IContributionItem copy;
	private IContributionItem paste;
	private IContributionItem selectAll;
	private IContributionItem find;
	private IWorkbenchAction newWindow;
	private IWorkbenchAction savePerspective;
	private IWorkbenchAction resetPerspective;
	private IWorkbenchAction closePerspective;
	private IContributionItem perspectives;
	private IContributionItem views;
	private IWorkbenchAction preferences;

	OvviMenuBar(IActionBarConfigurer configurer) {
		super(configurer);
	}

	@Override
	protected void makeActions(IWorkbenchWindow window) {
		quit = registered(ActionFactory.QUIT.create(window));
		cut = command(window, IWorkbenchCommandConstants.EDIT_CUT, Messages.Menu_cut);
		copy = command(window, IWorkbenchCommandConstants.EDIT_COPY, Messages.Menu_copy);
		paste = command(window, IWorkbenchCommandConstants.EDIT_PASTE, Messages.Menu_paste);
		selectAll = command(window, IWorkbenchCommandConstants.EDIT_SELECT_ALL, Messages.Menu_selectAll);
		// a card's Find only finds: the platform's label promises a replace
		find = command(window, IWorkbenchCommandConstants.EDIT_FIND_AND_REPLACE, Messages.Menu_find);
		newWindow = registered(ActionFactory.OPEN_NEW_WINDOW.create(window));
		savePerspective = registered(ActionFactory.SAVE_PERSPECTIVE.create(window));
		resetPerspective = registered(ActionFactory.RESET_PERSPECTIVE.create(window));
		closePerspective = registered(ActionFactory.CLOSE_PERSPECTIVE.create(window));
		perspectives = ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(window);
		views = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
		preferences = ActionFactory.PREFERENCES.create(window);
		// ActionFactory leaves the command out of this one action: with it, the menu item shows
		// its key binding and stands for the command in the window's model
		preferences.setActionDefinitionId(IWorkbenchCommandConstants.WINDOW_PREFERENCES);
		register(preferences);
	}

	/**
	 * An Edit item of the command, not of a retarget action: a tab part is an e4 part, whose
	 * handlers of these commands live in its context, and a retarget action hears only 3.x parts.
	 *
	 * @param text the label with '&' before its mnemonic, as messages.properties writes it: the
	 *        parameter takes the two apart
	 */
	private static IContributionItem command(IWorkbenchWindow window, String commandId, String text) {
		CommandContributionItemParameter item = new CommandContributionItemParameter(window, commandId, commandId,
				CommandContributionItem.STYLE_PUSH);
		int mnemonic = text.indexOf('&');
		boolean hasMnemonic = mnemonic >= 0 && mnemonic < text.length() - 1;
		item.label = hasMnemonic ? text.substring(0, mnemonic) + text.substring(mnemonic + 1) : text;
		item.mnemonic = hasMnemonic ? text.substring(mnemonic + 1, mnemonic + 2) : null;
		return new CommandContributionItem(item);
	}

	private IWorkbenchAction registered(IWorkbenchAction action) {
		register(action);
		return action;
	}

	@Override
	protected void fillStatusLine(IStatusLineManager statusLine) {
		statusLine.add(new NoticeLine());
	}

	@Override
	protected void fillMenuBar(IMenuManager menuBar) {
		MenuManager file = new MenuManager(Messages.Menu_file, IWorkbenchActionConstants.M_FILE);
		file.add(new GroupMarker(SESSION_GROUP));
		file.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		file.add(new Separator());
		file.add(quit);

		MenuManager edit = new MenuManager(Messages.Menu_edit, IWorkbenchActionConstants.M_EDIT);
		edit.add(cut);
		edit.add(copy);
		edit.add(paste);
		edit.add(new Separator());
		edit.add(selectAll);
		edit.add(find);
		edit.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager view = new MenuManager(Messages.Menu_view, "view");
		view.add(new GroupMarker(VIEWS_GROUP));
		view.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager perspective = new MenuManager(Messages.Menu_perspective, "perspective");
		MenuManager open = new MenuManager(Messages.Menu_openPerspective, "openPerspective");
		open.add(perspectives);
		perspective.add(open);
		perspective.add(savePerspective);
		perspective.add(resetPerspective);
		perspective.add(closePerspective);
		MenuManager showView = new MenuManager(Messages.Menu_showView, "showView");
		showView.add(views);

		MenuManager windowMenu = new MenuManager(Messages.Menu_window, IWorkbenchActionConstants.M_WINDOW);
		windowMenu.add(newWindow);
		windowMenu.add(new Separator());
		windowMenu.add(perspective);
		windowMenu.add(showView);
		windowMenu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		windowMenu.add(new Separator());
		windowMenu.add(preferences);

		MenuManager help = new MenuManager(Messages.Menu_help, IWorkbenchActionConstants.M_HELP);
		help.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		help.add(new Separator(ABOUT_GROUP));

		menuBar.add(file);
		menuBar.add(edit);
		menuBar.add(view);
		menuBar.add(windowMenu);
		menuBar.add(help);
	}
}
