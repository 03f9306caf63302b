package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.model.application.ui.menu.MToolControl;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IPerspectiveRegistry;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import ovvi.ui.agent.AgentsView;
import ovvi.ui.app.SessionsPerspective;

/**
 * Perspectives a user arranges: Window ▸ Perspective worked with real keys through the menu bar's
 * mnemonics, and the perspective switcher in the window.
 */
class PerspectivesTest {

	private static final String SAVED = "Without Agents";

	private final Display display = Display.getCurrent();
	private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	private final IPerspectiveRegistry registry = PlatformUI.getWorkbench().getPerspectiveRegistry();

	@AfterEach
	void backToTheSessionsPerspectiveAsShipped() {
		IWorkbenchPage page = window.getActivePage();
		page.setPerspective(registry.findPerspectiveWithId(SessionsPerspective.ID));
		IPerspectiveDescriptor saved = registry.findPerspectiveWithLabel(SAVED);
		if (saved != null) {
			page.closePerspective(saved, false, false);
			registry.deletePerspective(saved);
		}
		page.resetPerspective();
	}

	@Test
	void resetPerspectiveBringsBackAClosedAgentsView() {
		IWorkbenchPage page = window.getActivePage();
		page.hideView(page.findViewReference(AgentsView.ID));
		assertNull(page.findViewReference(AgentsView.ID), "the Agents view is closed");

		DialogDriver confirm = DialogDriver.when(display, "Reset Perspective", dialog -> Mouse.click(button(dialog, "Reset Perspective")));
		Menus.chooseFromMenuBar(window.getShell(), 'w', "Window", "Perspective", "Reset Perspective...");
		confirm.await();
		UiWait.until(display, () -> page.findViewReference(AgentsView.ID) != null, "the reset brings the Agents view back");
	}

	@Test
	void savePerspectiveAsKeepsTheArrangementUnderItsNameAndTheSwitcherOffersIt() {
		IWorkbenchPage page = window.getActivePage();
		page.hideView(page.findViewReference(AgentsView.ID));

		DialogDriver save = DialogDriver.when(display, "Save Perspective As...", dialog -> {
			Text name = Widgets.all(dialog, Text.class).get(0);
			name.selectAll();
			Keyboard.type(display, SAVED);
			UiWait.until(display, () -> SAVED.equals(name.getText()), "the name is typed");
			Mouse.click(button(dialog, "Save"));
		});
		Menus.chooseFromMenuBar(window.getShell(), 'w', "Window", "Perspective", "Save Perspective As...");
		save.await();

		UiWait.until(display, () -> SAVED.equals(page.getPerspective().getLabel()), "the saved perspective is the window's now");
		assertNull(page.findViewReference(AgentsView.ID), "it keeps the arrangement it was saved with");
		ToolBar switcher = perspectiveSwitcher();
		UiWait.until(display, () -> Arrays.stream(switcher.getItems()).anyMatch(item -> SAVED.equals(item.getToolTipText())),
				"the switcher offers " + SAVED);

		page.setPerspective(registry.findPerspectiveWithId(SessionsPerspective.ID));
		page.resetPerspective();
		assertNotNull(page.findViewReference(AgentsView.ID), "the shipped perspective still has the Agents view");
	}

	private ToolBar perspectiveSwitcher() {
		MWindow model = window.getService(MWindow.class);
		MToolControl control = (MToolControl) window.getService(EModelService.class).find("PerspectiveSwitcher", model);
		assertNotNull(control, "the window has a perspective switcher");
		assertTrue(control.isToBeRendered() && control.isVisible(), "the switcher shows");
		return Widgets.all((Composite) control.getWidget(), ToolBar.class).get(0);
	}

	private static Button button(Shell dialog, String label) {
		return Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals(label)).findFirst()
				.orElseThrow(() -> new AssertionError("no button " + label + " in " + dialog.getText()));
	}
}
