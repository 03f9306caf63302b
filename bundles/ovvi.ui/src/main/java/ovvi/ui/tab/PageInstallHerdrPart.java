package ovvi.ui.tab;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import jakarta.annotation.PostConstruct;
import ovvi.ui.Messages;
import ovvi.ui.install.InstallHerdrPanel;
import ovvi.ui.pages.SessionPage;

/**
 * Install herdr for the page in view whose machine has no herdr, where its tabs would be: the
 * same page as this computer's, over the machine's SSH connection for a host. Once herdr is
 * there the page's session starts, and the track puts the session's tabs in its place. A POJO part
 * of the part descriptor {@value #DESCRIPTOR} (fragment.e4xmi), with its page in the part's
 * transient data.
 */
public final class PageInstallHerdrPart {

	public static final String DESCRIPTOR = "ovvi.ui.pageInstallHerdr";
	/** The key of the part's transient data: the page it installs herdr for. */
	static final String PAGE = "ovvi.ui.pageInstallHerdr.page";

	private Composite root;
	private InstallHerdrPanel panel;

	@PostConstruct
	void create(Composite parent, MPart part) {
		parent.setLayout(new FillLayout());
		root = new Composite(parent, SWT.NONE);
		root.setLayout(new FillLayout());
		if (!(part.getTransientData().get(PAGE) instanceof SessionPage page)) {
			new Label(root, SWT.WRAP).setText(Messages.PageInstallHerdrPart_gone);
			return;
		}
		part.setLabel(Messages.Install_title);
		part.setTooltip(NLS.bind(Messages.PageInstallHerdrPart_tooltip, page.title()));
		panel = new InstallHerdrPanel(root, page.connection(), page.machine().label());
	}

	/** The page's Install herdr, or null when the part shows no page. */
	public InstallHerdrPanel panel() {
		return panel;
	}

	@Focus
	void focus() {
		root.setFocus();
	}
}
