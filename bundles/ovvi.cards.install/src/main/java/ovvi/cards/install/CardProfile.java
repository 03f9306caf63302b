package ovvi.cards.install;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.equinox.p2.engine.IProfile;
import org.eclipse.equinox.p2.engine.IProfileRegistry;
import org.eclipse.equinox.p2.engine.query.UserVisibleRootQuery;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.metadata.MetadataFactory.InstallableUnitDescription;
import org.eclipse.equinox.p2.ui.ProvisioningUI;

/** The p2 profile this Ovvi runs from, and the card features a user installed into it. */
public final class CardProfile {

	private CardProfile() {
	}

	/**
	 * The running installation's profile; empty where Ovvi was not installed by p2 (a run from the
	 * build's test runtime), so nothing can be installed into it.
	 */
	public static Optional<IProfile> of(ProvisioningUI ui) {
		IProfileRegistry registry = ui.getSession().getProvisioningAgent().getService(IProfileRegistry.class);
		return Optional.ofNullable(registry == null ? null : registry.getProfile(ui.getProfileId()));
	}

	/**
	 * What the user installed: the profile's roots except the product and the features it was
	 * installed with (p2 made those roots too, and no card dialog offers to remove Ovvi itself).
	 */
	public static List<IInstallableUnit> installedCards(IProfile profile) {
		Set<IInstallableUnit> roots = profile.query(new UserVisibleRootQuery(), null).toUnmodifiableSet();
		List<IInstallableUnit> products = roots.stream().filter(CardProfile::isProduct).toList();
		return roots.stream()
				.filter(unit -> !isProduct(unit) && products.stream().noneMatch(product -> requires(product, unit)))
				.sorted(Comparator.comparing(CardProfile::name, String.CASE_INSENSITIVE_ORDER))
				.toList();
	}

	private static boolean isProduct(IInstallableUnit unit) {
		return Boolean.parseBoolean(unit.getProperty(InstallableUnitDescription.PROP_TYPE_PRODUCT));
	}

	private static boolean requires(IInstallableUnit product, IInstallableUnit unit) {
		return product.getRequirements().stream().anyMatch(requirement -> requirement.isMatch(unit));
	}

	/** The unit's name as its feature gives it, else its id. */
	public static String name(IInstallableUnit unit) {
		String name = unit.getProperty(IInstallableUnit.PROP_NAME, null);
		return name == null || name.isBlank() ? unit.getId() : name;
	}
}
