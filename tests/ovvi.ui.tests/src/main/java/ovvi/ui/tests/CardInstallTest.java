package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.equinox.p2.engine.IProfile;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.query.QueryUtil;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import ovvi.cards.install.CardProfile;

/**
 * Help ▸ Install Cards… and Installed Cards… in an Ovvi that p2 installed (this run's runtime is
 * the product, installed by p2's director with its profile), worked with real input from the
 * test's own thread. A failed install gives p2's own reason and leaves the installation as it was:
 * the same profile, the same bundles.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CardInstallTest {

	private final Display display = PlatformUI.getWorkbench().getDisplay();
	private final BesideTheUi ui = new BesideTheUi(display);

	@TempDir
	Path temp;

	@Test
	@Order(1)
	void aLocationWithNoSiteGetsP2sAnswerAndChangesNothing() {
		Installation before = Installation.now();
		Shell wizard = openInstallCards();
		workWith("file:/nonexistent-ovvi-site/");
		Shell error = ui.shell("Error Contacting Site");
		assertTrue(text(error).contains("No software site found at file:/nonexistent-ovvi-site"), text(error));
		ui.click(button(error, "Remove"));
		awaitText(wizard, "Could not find file:/nonexistent-ovvi-site");
		cancel(wizard);
		assertEquals(before, Installation.now());
	}

	@Test
	@Order(2)
	void aWebPageThatIsNoSiteGetsP2sAnswerAndChangesNothing() throws Exception {
		Installation before = Installation.now();
		Files.writeString(temp.resolve("index.html"), "<html><body><h1>Cards</h1></body></html>");
		try (UpdateSites.Served web = new UpdateSites.Served(temp)) {
			Shell wizard = openInstallCards();
			workWith(web.address().toString());
			Shell error = ui.shell("Error Contacting Site");
			assertTrue(text(error).contains("No software site found at " + web.address()), text(error));
			ui.click(button(error, "Remove"));
			cancel(wizard);
		}
		assertEquals(before, Installation.now());
	}

	@Test
	@Order(3)
	void aCardWhoseDependenciesAreMissingGetsP2sReasonAndChangesNothing() throws Exception {
		Installation before = Installation.now();
		Shell wizard = openInstallCards();
		workWith(UpdateSites.withAMissingDependency(temp).toUri().toString());
		awaitText(wizard, "Broken cards");
		ui.click(button(wizard, "Select All"));
		ui.click(button(wizard, "Next >"));
		awaitText(wizard, "Cannot complete the install because one or more required items could not be found.");
		assertTrue(text(wizard).contains(
				"Missing requirement: ovvi.cards.broken 1.0.0 requires 'java.package; org.example.nowhere 0.0.0' but it could not be found"),
				text(wizard));
		assertFalse(ui.get(() -> button(wizard, "Finish").isEnabled()), "Finish stays off");
		cancel(wizard);
		assertEquals(before, Installation.now());
	}

	private Shell openInstallCards() {
		ui.shell("Ovvi");
		ui.keys("alt+h", "i");
		return ui.shell("Install");
	}

	/** Types a site's location into Work with (where the wizard starts the keyboard) and loads it. */
	private void workWith(String location) {
		ui.type(location);
		ui.keys("Return");
	}

	private void cancel(Shell wizard) {
		ui.shell(ui.get(wizard::getText));
		ui.click(button(wizard, "Cancel"));
		ui.awaitTrue(wizard::isDisposed, "the wizard closed");
	}

	private Button button(Shell shell, String label) {
		return ui.await(() -> Widgets.all(shell, Button.class).stream()
				.filter(button -> button.getText().replace("&", "").equals(label)).findFirst(),
				"a button " + label + " in " + shell);
	}

	private void awaitText(Shell shell, String part) {
		ui.awaitTrue(() -> shellText(shell).contains(part), "'" + part + "' in " + ui.get(() -> shellText(shell)));
	}

	private String text(Shell shell) {
		return ui.get(() -> shellText(shell));
	}

	/** Everything a window says: its labels, texts, links and tree rows. */
	private static String shellText(Shell shell) {
		List<String> texts = new ArrayList<>();
		for (Control control : Widgets.all(shell, Control.class)) {
			if (control instanceof Label label) {
				texts.add(label.getText());
			} else if (control instanceof Text text) {
				texts.add(text.getText());
			} else if (control instanceof StyledText text) {
				texts.add(text.getText());
			} else if (control instanceof Link link) {
				texts.add(link.getText());
			} else if (control instanceof Tree tree) {
				rows(tree.getItems(), texts);
			}
		}
		return String.join("\n", texts);
	}

	private static void rows(TreeItem[] items, List<String> texts) {
		for (TreeItem item : items) {
			texts.add(item.getText());
			rows(item.getItems(), texts);
		}
	}

	/** What a failed install must leave alone: p2's profile and the bundles that run. */
	private record Installation(long profileTimestamp, Set<String> units, Set<String> bundles) {

		static Installation now() {
			IProfile profile = CardProfile.of(ProvisioningUI.getDefaultUI()).orElseThrow();
			Set<String> units = new TreeSet<>();
			for (IInstallableUnit unit : profile.query(QueryUtil.ALL_UNITS, null)) {
				units.add(unit.getId() + " " + unit.getVersion());
			}
			Set<String> bundles = new TreeSet<>();
			Arrays.stream(FrameworkUtil.getBundle(CardInstallTest.class).getBundleContext().getBundles())
					.map(Bundle::getSymbolicName).forEach(bundles::add);
			return new Installation(profile.getTimestamp(), units, bundles);
		}
	}
}
