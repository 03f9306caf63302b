package ovvi.ui.tab;

import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.menu.MPopupMenu;
import org.eclipse.e4.ui.services.EMenuService;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.ui.ISources;

import ovvi.cards.Card;
import ovvi.model.Pane;

/**
 * The context menu of a card's title strip in a tab part: the popup menu {@value TabPart#CARD_MENU}
 * of the part's descriptor (fragment.e4xmi), which the workbench fills with plugin.xml's
 * contributions to {@code popup:ovvi.ui.card}. Card bundles' items show where
 * {@code activeMenuSelection} holds their card class, so the keyboard card (a right-click on a
 * title strip makes its card the keyboard card first) is that variable in the part's context as
 * the menu is asked for.
 */
final class CardMenu implements Function<Control, Menu> {

	private final MPart part;
	private final EMenuService menus;
	private final Supplier<TabCards> cards;
	private final MPopupMenu model;

	CardMenu(MPart part, EMenuService menus, Supplier<TabCards> cards) {
		this.part = part;
		this.menus = menus;
		this.cards = cards;
		model = part.getMenus().stream().filter(menu -> TabPart.CARD_MENU.equals(menu.getElementId()))
				.map(MPopupMenu.class::cast).findFirst().orElseThrow();
	}

	/** The menu for a title strip about to show it, or null when the strip is in another shell than the menu. */
	@Override
	public Menu apply(Control control) {
		part.getContext().set(ISources.ACTIVE_MENU_SELECTION_NAME, keyboardCard());
		if (model.getWidget() == null) {
			menus.registerContextMenu(control, TabPart.CARD_MENU);
		}
		Menu menu = (Menu) model.getWidget();
		return menu != null && menu.getParent() == control.getShell() ? menu : null;
	}

	/** What the menu is about: the keyboard card, as its handlers read it (HandlerUtil.getActiveMenuSelection). */
	private IStructuredSelection keyboardCard() {
		TabCards shown = cards.get();
		Pane pane = shown == null ? null : shown.keyboardPane();
		Card card = pane == null ? null : shown.card(pane);
		return card == null ? StructuredSelection.EMPTY : new StructuredSelection(card);
	}
}
