package ovvi.ui.tests;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

/** Works menus with real keys, as a person does: Shift+F10 or Alt and a mnemonic, Down until the item is armed, Return, or Escape. */
final class Menus {

	/** Where the pointer looks for a menu bar's items: this far right of the shell's client area, so many pixels at a step. */
	private static final int MENU_BAR_SEARCH = 400;
	private static final int MENU_BAR_STEP = 12;
	/** The height the pointer clicks the menu bar at, above the client area's top (GTK's bar is over 20 pixels high). */
	private static final int MENU_BAR_ABOVE_CLIENT = 10;

	private Menus() {
	}

	/**
	 * Opens the focused control's context menu with Shift+F10, the keyboard's way: the menu is for
	 * the selected row and stays open until an item is chosen or Escape.
	 */
	static Menu openWithKeyboard(Control control) {
		Display display = control.getDisplay();
		UiWait.until(display, () -> {
			control.forceFocus();
			return display.getFocusControl() == control;
		}, "the keyboard is in the " + control);
		Menu menu = control.getMenu();
		AtomicBoolean shown = new AtomicBoolean();
		Listener show = event -> shown.set(true);
		menu.addListener(SWT.Show, show);
		try {
			Keyboard.chord(display, SWT.F10, (char) 0, SWT.SHIFT);
			UiWait.until(display, shown::get, "the " + control + "'s menu shows");
		} finally {
			menu.removeListener(SWT.Show, show);
		}
		return menu;
	}

	/** The item as the menu shows it, without its mnemonic mark and accelerator. */
	static MenuItem item(Menu menu, String label) {
		return Arrays.stream(menu.getItems()).filter(item -> label.equals(label(item))).findFirst()
				.orElseThrow(() -> new AssertionError("no item " + label + " in " + Arrays.stream(menu.getItems()).map(Menus::label).toList()));
	}

	private static String label(MenuItem item) {
		return item.getText().replace("&", "").split("\t")[0];
	}

	/** Arms the item with the Down key and chooses it with Return; the menu closes. */
	static void choose(Menu menu, String label) {
		Display display = menu.getDisplay();
		MenuItem target = item(menu, label);
		AtomicReference<MenuItem> armed = new AtomicReference<>();
		Listener arm = event -> armed.set((MenuItem) event.widget);
		MenuItem[] items = menu.getItems();
		Arrays.stream(items).forEach(item -> item.addListener(SWT.Arm, arm));
		try {
			for (int presses = 0; armed.get() != target; presses++) {
				if (presses > items.length) {
					throw new AssertionError("Down never armed " + label + " (enabled: " + target.isEnabled() + ")");
				}
				MenuItem before = armed.get();
				Keyboard.press(display, SWT.ARROW_DOWN);
				UiWait.until(display, () -> armed.get() != before || armed.get() == target, "Down armed the next item");
			}
		} finally {
			Arrays.stream(items).filter(item -> !item.isDisposed()).forEach(item -> item.removeListener(SWT.Arm, arm));
		}
		closeWith(menu, SWT.CR);
	}

	/**
	 * Chooses an item of the window's menu bar as a person does with the keyboard: Alt and the
	 * menu's mnemonic open it, Down arms each item on the way and Right goes into a submenu, Return
	 * chooses the last. Arrows rather than mnemonics, because the test runtime's own bundles add
	 * menus whose mnemonics clash with Ovvi's.
	 *
	 * @param path the submenus' labels, then the item's, without mnemonic marks
	 */
	static void chooseFromMenuBar(Shell shell, char mnemonic, String menuLabel, String... path) {
		Display display = shell.getDisplay();
		UiWait.activate(shell);
		// a pointer left over a menu's place by an earlier test would open a submenu of its own
		Rectangle bounds = shell.getBounds();
		Mouse.xdotool(display, "mousemove", bounds.x + bounds.width - 4, bounds.y + bounds.height - 4);
		AtomicReference<MenuItem> armed = new AtomicReference<>();
		Listener arm = event -> armed.set((MenuItem) event.widget);
		display.addFilter(SWT.Arm, arm);
		Menu menu;
		try {
			Keyboard.chord(display, 0, mnemonic, SWT.ALT);
			UiWait.until(display, () -> menuBarMenu(shell, menuLabel).isVisible(), "Alt+" + mnemonic + " opens the " + menuLabel + " menu");
			menu = menuBarMenu(shell, menuLabel);
			for (String submenu : Arrays.asList(path).subList(0, path.length - 1)) {
				MenuItem target = item(menu, submenu);
				for (int presses = 0; armed.get() != target; presses++) {
					if (presses > menu.getItemCount()) {
						throw new AssertionError("Down never armed " + submenu);
					}
					MenuItem before = armed.get();
					Keyboard.press(display, SWT.ARROW_DOWN);
					UiWait.until(display, () -> armed.get() != before, "Down armed the next item of " + menuLabel);
				}
				Menu inner = target.getMenu();
				Keyboard.press(display, SWT.ARROW_RIGHT);
				UiWait.until(display, () -> armed.get() != null && !armed.get().isDisposed() && armed.get().getParent() == inner,
						"Right opens " + submenu + " and arms its first item");
				menu = inner;
			}
		} finally {
			display.removeFilter(SWT.Arm, arm);
		}
		choose(menu, path[path.length - 1]);
	}

	/**
	 * Opens a menu of the window's menu bar with the pointer, as a person whose keyboard is in a
	 * terminal card does: Alt and a letter go to the program there. SWT tells no menu bar item's
	 * place, so the pointer clicks along the bar, just above the shell's client area, until the
	 * menu shows; a menu opened on the way is closed with Escape.
	 */
	static Menu openFromMenuBarWithPointer(Shell shell, String menuLabel) {
		Display display = shell.getDisplay();
		UiWait.activate(shell);
		AtomicReference<Menu> shown = new AtomicReference<>();
		Listener show = event -> shown.set((Menu) event.widget);
		display.addFilter(SWT.Show, show);
		try {
			org.eclipse.swt.graphics.Point client = shell.toDisplay(0, 0);
			for (int x = client.x + 6; x < client.x + MENU_BAR_SEARCH; x += MENU_BAR_STEP) {
				shown.set(null);
				Mouse.xdotool(display, "mousemove", x, client.y - MENU_BAR_ABOVE_CLIENT, "click", 1);
				long deadline = System.nanoTime() + 1_000_000_000L;
				while (shown.get() == null && System.nanoTime() < deadline) {
					if (!display.readAndDispatch()) {
						display.sleep();
					}
				}
				Menu menu = shown.get();
				if (menu == menuBarMenu(shell, menuLabel)) {
					return menu;
				}
				if (menu != null) {
					close(menu);
				}
			}
		} finally {
			display.removeFilter(SWT.Show, show);
		}
		throw new AssertionError("no click along the menu bar opened " + menuLabel);
	}

	/** Looked up at each look: the workbench may make the menu bar's items again. */
	private static Menu menuBarMenu(Shell shell, String label) {
		return Arrays.stream(shell.getMenuBar().getItems()).filter(item -> label(item).equals(label)).map(MenuItem::getMenu)
				.findFirst().orElseThrow(() -> new AssertionError("no menu " + label + " in the menu bar"));
	}

	/** Closes the menu with Escape, choosing nothing. */
	static void close(Menu menu) {
		closeWith(menu, SWT.ESC);
	}

	private static void closeWith(Menu menu, int key) {
		Display display = menu.getDisplay();
		AtomicBoolean hidden = new AtomicBoolean();
		Listener hide = event -> hidden.set(true);
		menu.addListener(SWT.Hide, hide);
		try {
			Keyboard.press(display, key);
			UiWait.until(display, hidden::get, "the menu closed");
		} finally {
			if (!menu.isDisposed()) {
				menu.removeListener(SWT.Hide, hide);
			}
		}
	}
}
