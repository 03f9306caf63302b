package ovvi.cards.install;

import org.eclipse.equinox.p2.ui.Policy;
import org.osgi.service.component.annotations.Component;

/**
 * How p2's install, update and uninstall wizards behave in Ovvi. p2's UI takes the Policy service
 * it finds, so this one serves every wizard the product opens.
 */
@Component(service = Policy.class)
public final class CardsPolicy extends Policy {

	public CardsPolicy() {
		// Apply Changes Now installs and starts the new bundles in the running Ovvi, so a card's
		// factory registers without a restart; Restart Now stays offered for what cannot apply live
		setRestartPolicy(RESTART_POLICY_PROMPT_RESTART_OR_APPLY);
		setRepositoriesVisible(true);
		setGroupByCategory(true);
		setShowLatestVersionsOnly(true);
		setFilterOnEnv(true);
		setShowDrilldownRequirements(false);
		// a card site holds only its cards; what they need comes from the installed product, so the
		// other known sites need not be asked while resolving
		setContactAllSites(false);
		// there is no p2 preference page in Ovvi to link to
		setRepositoryPreferencePageId(null);
	}
}
